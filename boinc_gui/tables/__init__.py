"""Table models, columns, row order and the actions on selected rows, shared by the tabs."""
