"""The board toolkit: what every game's board (``games/<game>/svg.py``) is drawn with.

Standard library only. ``text`` escapes and measures texts and reads a view without raising;
``elements`` builds the SVG (``Svg``: texts always escaped, groups, hot spots the widget can
click, buttons); ``palette`` holds the light and dark colours and the CSS every board shares;
``parts`` draws the header, the assumptions badge, the turn box, the result banner, the players
table and the hand panel, and lays a column out (``Cursor``); ``legal`` is what a board may
mark as clickable: the legal action texts its caller gives it, never a rule it works out.
A fifth game's board starts here.
"""
