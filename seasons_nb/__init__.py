"""seasons_nb: learn seasonal board and card games by playing them in Jupyter.

``seasons_nb.games`` holds the rules engines (pure Python), ``seasons_nb.widgets``
the live board and Table for notebooks.
"""

__version__ = "0.1.0"
