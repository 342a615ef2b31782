"""Fighting (seed 002 "C. Angreifen"; rules §fight): ``rules.py`` holds the pure count
(``resolve_fight``: the cards on both sides, the supporters, the result; ``EFFECTS``, the table
of what each card does in the count); the fight in a match is one module per phase, in the
order they come: ``play.py`` (the attack), ``priest.py``, ``support.py`` (support and the
Hypnotist), ``effects.py`` (the cards played and the count), ``doctor.py``, ``after.py`` (the
reward and after the fight); ``state.py`` is the fight in progress they all read. Each phase
imports only the ones after it. Who holds which profession is ``holdings.py``, below all of
them."""
