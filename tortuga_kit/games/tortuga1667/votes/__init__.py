"""Abstimmungen (seed 000 · Abstimmungen / rulebook p.5–6): ``rules.py`` resolves one vote's
revealed cards (attack, mutiny, brawl; pure, so the notebooks' worked examples test the real
rules), ``play.py`` runs a vote in a match (the call, who votes, the cards played, the outcome)."""
