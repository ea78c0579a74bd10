"""Step 4's tasks name the count they check (round 81: «menos de la cuarta parte de las pasadas
lentas» left a teacher asking: a quarter of what?)."""

from __future__ import annotations


def test_the_quarter_task_gives_the_count_it_checks(make_window):
    screen = make_window("--screen", "operate").current_screen()
    model = screen.ctx.model
    task = screen.challenges.tasks["quarter"]
    assert task.text() == "Consigue los 100 tokens con menos de 25 pasadas lentas (la cuarta parte)."
    # The task is met exactly when the expected count falls below the number it names.
    model.set_k(4), model.set_alpha(0.8)
    assert model.numbers()["slow_passes"] > 25 and "quarter" not in screen.challenges.done
    model.set_k(12), model.set_alpha(0.95)
    assert model.numbers()["slow_passes"] < 25 and "quarter" in screen.challenges.done
