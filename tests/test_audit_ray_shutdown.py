"""Ending a local Ray: the autoscaler monitor is stopped before the GCS it would report to."""

from __future__ import annotations

import types

import pytest

from rblint.audit.executors import stop_local_autoscaler_monitor


def test_without_a_local_ray_there_is_no_monitor_to_stop() -> None:
    assert not stop_local_autoscaler_monitor(types.SimpleNamespace())  # no private node at all
    node = types.SimpleNamespace(head=False, kill_monitor=lambda **_: pytest.fail("not ours to stop"))
    joined = types.SimpleNamespace(_private=types.SimpleNamespace(worker=types.SimpleNamespace(_global_node=node)))
    assert not stop_local_autoscaler_monitor(joined)  # connected to a cluster: its monitor is left alone


@pytest.mark.slow
def test_the_monitor_of_a_ray_started_here_stops_while_the_gcs_still_runs() -> None:
    ray = pytest.importorskip("ray")
    if ray.is_initialized():
        pytest.skip("another test's Ray is running in this process")
    ray.init(num_cpus=1, include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        node = ray._private.worker._global_node
        monitor = node.all_processes["monitor"][0].process
        gcs = node.all_processes["gcs_server"][0].process
        assert monitor.poll() is None
        assert stop_local_autoscaler_monitor(ray)
        assert monitor.poll() is not None and gcs.poll() is None
    finally:
        ray.shutdown()
    assert gcs.poll() is not None
    assert not stop_local_autoscaler_monitor(ray)  # after shutdown there is no node left
