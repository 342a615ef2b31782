"""Ereigniskarten (seed 000 · Ereigniskarten / rulebook p.7–8): the event row and its cards.

- ``row``: looking at, revealing and forcing a reveal of the five face-down cards; refilling.
- ``helpful``: Letter of Marque, Pistol.
- ``hurtful``: Albatross, Black Spot.
- ``maps``: the treasure maps Atlantis, El Dorado, Fountain of Youth.
- ``stars``: the star cards (three documented, five with guessed effects).

A card's effect is one function ``effect(state, seat, card, events)`` in its module, listed in
``row.EFFECTS``; a card that needs a choice pushes its frame.
"""
