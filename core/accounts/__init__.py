"""Joining projects as volunteers do: project web RPCs (account lookup and creation, project
configuration), account managers (acct_mgr_rpc) and the list of known projects."""
