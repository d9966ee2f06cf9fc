export * from './directoryRows';
export * from './directoryVerdict';
export * from './importDirectory';
export * from './personName';
export * from './sampleDirectory';
