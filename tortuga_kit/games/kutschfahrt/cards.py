"""Kutschfahrt zur Teufelsburg's components as data (seed 002, reference §1).

Names are lowercase English, the kit's identifiers for the German cards (reference §1.2–§1.6);
each table says where a fact comes from when it is not the seed's. The data is read by the pure
rules functions (trading, fighting, victory) and, later, by the match.
"""

from __future__ import annotations

from ...engine.i18n import translator

_ = translator("kutschfahrt")

#: The two societies of the base game and the expansion's traitor (reference §1.1, §6.4).
ORDER, BROTHERHOOD, TRAITOR = "order", "brotherhood", "traitor"
SOCIETIES = (ORDER, BROTHERHOOD, TRAITOR)

#: Base item deck, item -> copies (21 cards; reference §1.2).
BASE_ITEMS: dict[str, int] = {
    "key": 3,
    "goblet": 3,
    "secret_bag_key": 1,
    "secret_bag_goblet": 1,
    "black_pearl": 1,
    "dagger": 1,
    "gloves": 1,
    "poison_ring": 1,
    "throwing_knives": 1,
    "whip": 1,
    "privilege": 1,  # Freibrief
    "monocle": 1,
    "broken_mirror": 1,
    "sextant": 1,
    "coat": 1,  # Mantel
    "tome": 1,  # Foliant
    "coat_of_arms": 1,  # Wappen der Loge
}
#: Expansion items (Die dunkle Prophezeiung), one copy each [A] (reference §1.3).
EXPANSION_ITEMS: dict[str, int] = {
    "flash_powder": 1,
    "duelling_pistol": 1,
    "steel_mask": 1,
    "absinthe": 1,
    "crystal_ball": 1,
    "gold_scale": 1,
    "last_shirt": 1,
    "deed": 1,
    "top_hat": 1,
    "pocket_watch": 1,
}
ITEMS = (*BASE_ITEMS, *EXPANSION_ITEMS)
#: Items bearing the seal: only these may be dealt at the start (reference §1.2, §2.3).
SEALED = frozenset(
    {
        "key",
        "goblet",
        "black_pearl",
        "dagger",
        "gloves",
        "poison_ring",
        "throwing_knives",
        "whip",
        "privilege",
        "monocle",
    }
)
SECRET_BAGS = {"secret_bag_key": "key", "secret_bag_goblet": "goblet"}
#: Items that must be accepted when offered (reference §4.1; the Crystal Ball is the expansion's).
MUST_ACCEPT = frozenset({"black_pearl", "broken_mirror", "crystal_ball"})
#: Items that count towards a society's goal (reference §6.2): keys for the Order, goblets for the
#: Brotherhood; a Secret Bag counts only while the item draw pile is empty.
GOAL_ITEMS = {ORDER: "key", BROTHERHOOD: "goblet"}

#: Base professions, profession -> "once" or "permanent" (reference §1.4).
BASE_PROFESSIONS: dict[str, str] = {
    "diplomat": "once",
    "doctor": "once",
    "duelist": "once",
    "poisoner": "once",
    "grand_master": "permanent",
    "clairvoyant": "once",
    "hypnotist": "permanent",
    "bodyguard": "permanent",
    "priest": "once",
    "thug": "permanent",
}
#: Expansion professions (reference §1.5).
EXPANSION_PROFESSIONS: dict[str, str] = {
    "avenger": "once",
    "mercenary": "permanent",
    "illusionist": "once",
    "fence": "permanent",
    "merchant": "permanent",
    "spy": "once",
    "assassin": "once",
    "cutpurse": "permanent",
    "advocate": "once",
    "fortune_teller": "once",
}
PROFESSIONS = (*BASE_PROFESSIONS, *EXPANSION_PROFESSIONS)

#: Expansion events, event -> (copies [A], may the coachman reject it) (reference §1.6).
EVENTS: dict[str, tuple[int, bool]] = {
    "fearless_deed": (1, True),
    "change_of_coachman": (3, False),
    "fair_gesture": (1, True),
    "creaking_gallows": (1, True),
    "candles_go_out": (1, True),
    "abandoned_warehouse": (1, True),
    "marriage_of_convenience": (1, True),
    "matter_of_honour": (1, True),
    "mysterious_passenger": (1, True),
    "old_chapel": (1, True),
    "narrow_gorge": (1, True),
    "revelation": (1, True),
    "sunrise": (1, False),
    "time_of_observation": (1, True),
    "hour_of_the_brave": (1, True),
    "travelling_merchant": (1, True),
    "surprised_in_sleep": (1, True),
    "cleverly_deduced": (1, True),
    "unexpected_informant": (1, True),
    "unexpected_messenger": (1, True),
    "border_control": (1, True),
    "moment_of_distraction": (1, True),
    "dubious_tradition": (1, True),
}
#: Each event's name, for the table and the log.
EVENT_NAMES = {
    "fearless_deed": _.mark("A Fearless Deed (Furchtlose Tat)"),
    "change_of_coachman": _.mark("Change of Coachman (Kutscherwechsel)"),
    "fair_gesture": _.mark("A Fair Gesture (Gerechte Geste)"),
    "creaking_gallows": _.mark("Rest at the Creaking Gallows (Rast im Knarrenden Galgen)"),
    "candles_go_out": _.mark("The Candles Go Out (Die Kerzen erlöschen)"),
    "abandoned_warehouse": _.mark("The Abandoned Warehouse (Verlassenes Lagerhaus)"),
    "marriage_of_convenience": _.mark("A Marriage of Convenience (Zweckbündnis)"),
    "matter_of_honour": _.mark("A Matter of Honour (Eine Frage der Ehre)"),
    "mysterious_passenger": _.mark("The Mysterious Passenger (Mysteriöser Fahrgast)"),
    "old_chapel": _.mark("The Old Chapel (Alte Kapelle)"),
    "narrow_gorge": _.mark("The Narrow Gorge (Enge Schlucht)"),
    "revelation": _.mark("Revelation (Offenbarung)"),
    "sunrise": _.mark("Sunrise (Sonnenaufgang)"),
    "time_of_observation": _.mark("Time of Observation (Zeit der Beobachtung)"),
    "hour_of_the_brave": _.mark("The Hour of the Brave (Stunde der Mutigen)"),
    "travelling_merchant": _.mark("The Travelling Merchant (Fahrender Händler)"),
    "surprised_in_sleep": _.mark("Surprised in Sleep (Im Schlaf überrascht)"),
    "cleverly_deduced": _.mark("Cleverly Deduced (Klug kombiniert)"),
    "unexpected_informant": _.mark("The Unexpected Informant (Unerwarteter Informant)"),
    "unexpected_messenger": _.mark("The Unexpected Messenger (Unerwarteter Bote)"),
    "border_control": _.mark("Border Control (Grenzkontrolle)"),
    "moment_of_distraction": _.mark("A Moment of Distraction (Moment der Ablenkung)"),
    "dubious_tradition": _.mark("A Dubious Tradition (Zweifelhafte Tradition)"),
}
PLAYERS = (3, 10)
