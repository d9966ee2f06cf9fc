import { parseCrontab } from 'graphile-worker';
import { crontabOf, PLATFORM_JOBS } from '@canal/service-core';
import { ALL_SERVICES } from './allServices';

describe('the jobs the services declare', () => {
  const jobs = [...PLATFORM_JOBS, ...ALL_SERVICES.flatMap((service) => service.jobs ?? [])];

  it('have one name each', () => {
    const names = jobs.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('have schedules the worker can read (a wrong one would stop every process at start)', () => {
    const scheduled = jobs.filter((job) => job.schedule);
    expect(parseCrontab(crontabOf(jobs)).map((item) => item.task)).toEqual(scheduled.map((job) => job.name));
  });

  it('include the nightly purges of personal data, whichever service declares them', () => {
    expect(jobs.map((job) => job.name)).toEqual(expect.arrayContaining(['accounts:purgeEmailChanges', 'sessions:purge']));
  });
});
