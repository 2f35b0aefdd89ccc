"""Bibliography loading and marker resolution."""
