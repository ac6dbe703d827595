# Sourced by the threads scripts (bench/painters-threads.sh, bench/chapaev-threads.sh): with
# PRIORITY=1 (as root, with /proc/sys/kernel/sched_autogroup_enabled = 1) it runs the calling
# script again in a session of its own at autogroup nice -20. On a machine busy with other
# sessions, the kernel gives a session's threads together about one session's share of the
# cores, so a second thread adds nothing there; at that priority the runs get both cores, as on
# a quiet machine (the other sessions wait for the seconds it takes).
if [[ ${PRIORITY:-} == 1 && -z ${BENCH_OWN_SESSION:-} ]]; then
  export BENCH_OWN_SESSION=1
  exec setsid bash -c 'echo -20 > /proc/$$/autogroup && renice -n -20 -p $$ > /dev/null && exec "$@"' \
    bash "$0" "$@"
fi
