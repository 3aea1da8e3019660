/**
 * What the bench reads of the portal's processes from Linux's /proc: their CPU time and resident
 * memory, one process or a whole process group (the cluster's workers share its group).
 */
import fs from 'node:fs';

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (state, ppid, pgrp…). */
function statFields(pid: number | string): string[] {
  const stat = fs.readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time a process has used in user code and in the kernel (clock ticks: 100 a second). */
export function cpuTimes(pid: number | string): { user: number; system: number } {
  const fields = statFields(pid);
  return { user: Number(fields[11]), system: Number(fields[12]) };
}

/** CPU time (user + system, clock ticks: 100 a second) a process has used. */
export function cpuTicks(pid: number | string): number {
  const { user, system } = cpuTimes(pid);
  return user + system;
}

/** Resident memory of a process in KiB, now and at its peak (0 once it has ended). */
export function memoryKiB(pid: number | string): { resident: number; peak: number } {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  } catch {
    return { resident: 0, peak: 0 };
  }
  const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { resident: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Resident memory of a process in KiB (0 once it has ended). */
export function residentKiB(pid: number | string): number {
  return memoryKiB(pid).resident;
}

/** The processes of a process group; null where there is no /proc. */
export function processGroup(pgid: number): string[] | null {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return null;
  }
  return entries.filter((entry) => {
    if (!/^\d+$/.test(entry)) {
      return false;
    }
    try {
      return Number(statFields(entry)[2]) === pgid;
    } catch {
      return false; // The process ended meanwhile.
    }
  });
}

/** CPU ticks of every process in a process group; null where there is no /proc. */
export function groupCpuTicks(pgid: number): number | null {
  const group = processGroup(pgid);
  if (group === null) {
    return null;
  }
  return group.reduce((sum, pid) => {
    try {
      return sum + cpuTicks(pid);
    } catch {
      return sum; // Ended between the listing and the read.
    }
  }, 0);
}
