"""Labs that belong to one game, named ``<game>_<topic>``: Tortuga 1667's vote lab
(``tortuga1667_votes.VoteLab``). A new game's lab (a Kutschfahrt fight, a Gourmet scoring) goes
here beside it; the generic widgets never import a lab."""
