"""The main window, split by job. ``desktop.main_window.MainWindow`` composes these:

- ``contents``     the table of contents (entries, numbering, width, the current entry)
- ``header``       title, step counter, Back/Next, language, Reset screen; its responsive layout
- ``options_menu`` the Options menu (projector, text size, language, exports, card, progress)
- ``screen_host``  builds the screens on first use, keeps them, throws them away
- ``navigation``   the window's side of the screens' Navigator (go, glossary, explainer, Lab chart)
- ``session``      renewing model and clock, the kiosk's reset, rebuilding after a theme change
- ``appearance``   theme and language at run time; the window keeps its size
- ``notices``      the notice bar's texts (welcome back, unreadable settings, saved)
- ``learner``      continue / start over, what a self-learner saves, what the menu may offer
- ``exports``      which chart is saved, and the achievement card
- ``kiosk_mode``   what kiosk mode changes on the window; closing
"""
