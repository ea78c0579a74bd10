"""Beyond one sitting: spaced review, the final challenge and the teacher's kit.

Pure Python and numpy, no Qt: ``leitner`` (the review schedule), ``cards``
(the review cards and their checks, numbers from ``desktop.sim``), ``review``
(the schedule kept in the learner's progress), ``challenges`` (the final
challenge's goals and checks) and ``worksheet`` (the numbers the printable
worksheet quotes). The screens and the PDFs live in ``desktop.screens.course``.
"""
