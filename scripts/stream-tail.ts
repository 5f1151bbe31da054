// `npm run stream:tail [-- --from-beginning]`: prints the integration event stream (docs/stream.md) as it
// arrives, one line per message. Needs KAFKA_BROKERS (and KAFKA_TOPIC when not nvp.events).
import { randomUUID } from 'node:crypto';
import kafkajs from 'kafkajs';

const brokers = (process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const topic = process.env.KAFKA_TOPIC ?? 'nvp.events';

if (!brokers.length) {
  console.log(
    [
      'No broker configured: the event stream is off.',
      'Set KAFKA_BROKERS to the broker list, e.g.',
      '  KAFKA_BROKERS=localhost:9094 npm run stream:tail                     (the docker deployment, from the host)',
      '  KAFKA_BROKERS=localhost:9094 npm run stream:tail -- --from-beginning (the whole retained stream)',
      `and KAFKA_TOPIC when the topic is not ${topic}. The platform publishes only when it runs with KAFKA_BROKERS too.`,
      'The contract: docs/stream.md and docs/asyncapi.yaml.',
    ].join('\n'),
  );
  process.exit(0);
}

const fromBeginning = process.argv.includes('--from-beginning');
const kafka = new kafkajs.Kafka({ clientId: 'nvp-stream-tail', brokers, logLevel: kafkajs.logLevel.WARN });
// A throwaway group: tailing never moves a real consumer's offsets.
const consumer = kafka.consumer({ groupId: `nvp-stream-tail-${randomUUID()}` });
await consumer.connect();
await consumer.subscribe({ topic, fromBeginning });
console.log(`Tailing ${topic} on ${brokers.join(',')}${fromBeginning ? ' from the beginning' : ''} (Ctrl-C to stop)`);
await consumer.run({
  eachMessage: async ({ partition, message }) => {
    const header = (name: string) => message.headers?.[name]?.toString() ?? '';
    console.log(
      [header('ce_time'), `p${partition}@${message.offset}`, header('ce_type'), `key=${message.key?.toString() ?? ''}`, `id=${header('ce_id')}`, message.value?.toString() ?? ''].join(' '),
    );
  },
});
const stop = async () => {
  await consumer.disconnect();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
