"""Declaring victory (seed 002 "D. Sieg erklären"; rules §victory): ``rules.py`` judges a claim
(``check_claim``, pure), ``play.py`` the claim in a match (naming allies, showing the cards,
the result)."""
