"""Trading (seed 002 "B. Tauschen"; rules §trade): ``rules.py`` holds the pure rules (which
items may be offered, ``trade_rules``; what a traded item does, ``trade_effects``; the item
names), ``play.py`` the offer in a match (offer, accept or refuse, the card given back, the
effects that fire, the Fence)."""
