export * from './rank';
export * from './reasons';
export * from './places';
export * from './read';
