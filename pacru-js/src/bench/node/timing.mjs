// Timing shared by the bench scripts: the median of five runs of a function, in wall time and in
// this process's CPU time (the machine may be shared, so both are kept).

/** @returns {{ ms: number, cpu: number }} the medians of five runs, in milliseconds */
export function medianOf5(run) {
  const ms = [];
  const cpu = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    run();
    ms.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  ms.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { ms: ms[2], cpu: cpu[2] };
}
