"""Maps the design card's top-level folders onto the import package ``rblint``.

``cli/`` is the root package (version, public API, command line); ``engine/``,
``rules/`` and ``server/`` are ``rblint.engine``, ``rblint.rules`` and
``rblint.server``. Everything else lives in pyproject.toml.
"""

from setuptools import find_packages, setup

ROOTS = {"rblint": "cli", "rblint.engine": "engine", "rblint.rules": "rules", "rblint.server": "server"}

packages: list[str] = []
for package, folder in ROOTS.items():
    packages.append(package)
    packages.extend(f"{package}.{sub}" for sub in find_packages(folder))

setup(packages=packages, package_dir=ROOTS)
