"""A BOINC client on another host, over GUI RPC: ``RemoteClient`` (client.py) speaks core/api's
contract; rows.py turns GUI RPC replies into snapshot rows; host_poller.py is the child process
that polls every remote host, so that RPC and XML parsing stay out of the window's process."""
