"""Setting up (seed 002 "2. Reisevorbereitung"; rules §setup): ``rules.py`` holds the pure deal
(``deal``: societies, professions, starting items, the draw pile, the start player, the
coachman and the events, all from the player count and the seed) and the hand limit
(``hand_limit``, ``forced_gifts``; rules §hand-limit); ``play.py`` the match's setup (``setup``:
the options checked against the player count, the deal put into the match's state, the
expansion's choice of profession stacked) and what each seat reads of its deal. The options
themselves are ``options.py``, beside this package."""
