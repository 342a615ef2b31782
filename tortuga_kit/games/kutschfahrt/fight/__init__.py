"""Fighting (seed 002 "C. Angreifen"; rules §fight): ``rules.py`` holds the pure count
(``resolve_fight``: the cards on both sides, the supporters, the result), ``play.py`` the fight
in a match (the Priest's window, the support round, the cards played, the Doctor, the reward and
the after-fight round, as frames on the stack). Who holds which profession is ``holdings.py``,
below both, so the coach's events and the professions reach it without going through a fight."""
