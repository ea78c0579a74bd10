"""Widgets used only by the guided lesson (the Lab's shared widgets live in desktop/widgets)."""
