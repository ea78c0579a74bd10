"""The app's screens. ``registry`` lists them; each module builds one."""
