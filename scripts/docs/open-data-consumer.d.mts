// Types of open-data-consumer.mjs (plain JavaScript, so anyone can run it with Node alone), for the tests.
export declare function walkFeed(
  base: string,
  options?: { lang?: 'en' | 'si' | 'ta'; pageSize?: number; fetchPage?: typeof fetch },
): Promise<Array<Record<string, any>>>;
export declare function countByDistrict(activities: Array<Record<string, any>>): Array<[string, number]>;
