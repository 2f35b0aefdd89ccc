"""Bibliography loading and marker resolution: marker -> entry -> source file."""

from .loaders import load_bibliography
from .model import BibEntry, Bibliography, resolve_item

__all__ = ["BibEntry", "Bibliography", "load_bibliography", "resolve_item"]
