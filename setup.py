"""Maps the design card's top-level folders onto the import package ``rblint``.

``cli/`` is the root package (version, public API, command line); ``engine/``,
``rules/`` and ``server/`` are ``rblint.engine``, ``rblint.rules`` and
``rblint.server``. Everything else lives in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

ROOTS = {"rblint": "cli", "rblint.engine": "engine", "rblint.rules": "rules", "rblint.server": "server"}

packages: list[str] = []
for package, folder in ROOTS.items():
    packages.append(package)
    # Namespace discovery so data folders (engine/data, weights/) are packages too and
    # their files ship as package data; caches and build output stay out.
    subpackages = find_namespace_packages(folder, exclude=["*__pycache__*", "*.egg-info*", "node_modules*"])
    packages.extend(f"{package}.{sub}" for sub in subpackages)

setup(packages=packages, package_dir=ROOTS)
