import path from 'node:path';
import type { Infrastructure } from '@nvp/events';
import type { Registry } from 'prom-client';
import { createAnalytics } from './analytics/analytics';
import { createProjectionRunner } from './runner/runner';
import type { Projection } from './runner/projection';
import { volunteersProjection } from './volunteer/volunteers.projection';
import { volunteerBioDraftsProjection } from './volunteer/bio-drafts.projection';
import { viosProjection } from './vio/vios.projection';
import { adminsProjection } from './admin/admins.projection';
import { accountsProjection } from './account/accounts.projection';
import { accountMails } from './account/mails';
import { registrationFactsProjection } from './reporting/registration-facts';
import { mailSink } from './mail-reactions';
import { volunteerMails } from './volunteer/mails';
import { vioMails } from './vio/mails';
import { createNotifiers } from './notifications';
import { opportunitiesProjection } from './opportunity/opportunities.projection';
import { opportunityMailSink } from './opportunity/mails';
import { applicationsProjection } from './application/applications.projection';
import { applicationMails } from './application/mails';
import { waitlistProjection } from './application/waitlist.projection';
import { contentProjection } from './content/content.projection';
import { complaintsProjection } from './complaint/complaints.projection';
import { complaintMails } from './complaint/mails';
import { activityFactsProjection } from './reporting/activity-facts';
import { emergencyProjection } from './emergency/emergency.projection';
import { emergencyMails } from './emergency/mails';
import { callOutSink } from './emergency/call-out';
import { reminderSink } from './attendance/reminders';
import { emergencyFactsProjection } from './emergency/emergency-facts';
import { organisationProjection } from './organisation/organisation.projection';
import { attendanceProjection } from './attendance/attendance.projection';
import { calendarProjection } from './calendar/calendar.projection';
import { certificatesProjection } from './certificate/certificates.projection';
import { matchMailProjection } from './matching/match-mail.projection';
import { matchDigestSink } from './matching/digest-mail';
import { organisationMails } from './organisation/mails';
import { createReadModelAdmin } from './runner/admin';
import { createParkedEvents } from './runner/parked-retry';
import { preloadingKeys } from './runner/preload-keys';
import type { PostgresProjection } from './runner/projection';
import type { RetryPolicy } from './runner/sink-delivery';
import { consoleLog, eventFields, type ProjectionLog } from './runner/log';
import { sinkRetryCounter } from './runner/metrics';

export * from './runner/runner';
export * from './runner/projection';
export * from './runner/rebuild';
export * from './analytics/analytics';
export * from './reporting/activity-facts';
export * from './runner/verify';
export * from './runner/admin';
export * from './runner/parked';
export * from './runner/parked-retry';
export { registerProjectionMetrics, sinkRetryCounter } from './runner/metrics';
export { consoleLog, eventFields, type ProjectionLog } from './runner/log';
export { writeCheckpoint, SIDE_EFFECT_SINKS } from './runner/checkpoints';

/** Every read model of the platform, by slice. */
export const postgresProjections = (infra: Pick<Infrastructure, 'vault'>) => [
  volunteersProjection(infra.vault),
  volunteerBioDraftsProjection(infra.vault),
  viosProjection(infra.vault),
  adminsProjection(infra.vault),
  accountsProjection(),
  opportunitiesProjection(infra.vault),
  applicationsProjection(infra.vault),
  waitlistProjection(),
  contentProjection(infra.vault),
  complaintsProjection(infra.vault),
  emergencyProjection(infra.vault),
  organisationProjection(infra.vault),
  attendanceProjection(),
  certificatesProjection(),
  calendarProjection(),
  matchMailProjection(),
].map(preloadingKeys(infra.vault));

/** The read side's moving parts: PostgreSQL read models, ClickHouse facts, mail, and Kafka when configured. */
export const createProjections = async (
  infra: Infrastructure,
  options: {
    publicUrl: string;
    projectionRetry?: RetryPolicy;
    /** The service's JSON logger (pino); absent: plain console lines (command-line tools). */
    log?: ProjectionLog;
    /** The process's Prometheus registry: the sinks' retries are counted in it. */
    metrics?: Registry;
  },
) => {
  const { config, pool, store, vault } = infra;
  const log = options.log ?? consoleLog;
  const analytics = await createAnalytics({ url: config.clickhouseUrl, path: path.resolve(config.dataDir, 'chdb') });
  const notifiers = await createNotifiers(config, pool, (warning) => log.warn({}, warning));
  const projections: Projection[] = [
    ...postgresProjections(infra),
    registrationFactsProjection(analytics, vault),
    activityFactsProjection(analytics),
    mailSink(
      { ...volunteerMails, ...vioMails, ...accountMails, ...complaintMails, ...emergencyMails, ...organisationMails },
      { vault, publicUrl: options.publicUrl, mailer: notifiers.mailer, sms: notifiers.sms, forget: notifiers.forget },
    ),
    opportunityMailSink({ store, vault, mailer: notifiers.mailer, publicUrl: options.publicUrl }),
    applicationMails({ store, vault, mailer: notifiers.mailer, sms: notifiers.sms, publicUrl: options.publicUrl }),
    emergencyFactsProjection(analytics),
    callOutSink({ pool, store, mailer: notifiers.mailer, sms: notifiers.sms, publicUrl: options.publicUrl, secret: infra.secrets.jwtSecret }),
    reminderSink({ store, vault, mailer: notifiers.mailer, sms: notifiers.sms, publicUrl: options.publicUrl, secret: infra.secrets.jwtSecret }),
    matchDigestSink({ pool, mailer: notifiers.mailer, publicUrl: options.publicUrl }),
  ];
  let producer: { disconnect(): Promise<void> } | undefined;
  if (config.kafkaBrokers?.length) {
    const { createKafkaProducer, createKafkaPublisher, ensureKafkaTopic, kafkaSink } = await import('./publisher/kafka-publisher');
    const kafka = await createKafkaProducer(config.kafkaBrokers, 'nvp-publisher');
    producer = kafka;
    const brokers = config.kafkaBrokers;
    projections.push(
      kafkaSink({
        publisher: createKafkaPublisher({ producer: kafka, topic: config.kafkaTopic }),
        setup: () => ensureKafkaTopic(brokers, config.kafkaTopic),
      }),
    );
  }
  const runner = createProjectionRunner({
    store,
    pool,
    projections,
    onError: (name, error) => log.error({ projection: name, err: error }, `projection ${name} stopped`),
    // A notice about one event (parked, dead-lettered) carries its correlation id: the request that appended it.
    onNotice: (message, event) => (event ? log.warn(eventFields(event), message) : log.info({}, message)),
    onSinkRetry: options.metrics ? sinkRetryCounter(options.metrics) : undefined,
    sinkRetry: config.sinkRetry,
    projectionRetry: options.projectionRetry,
  });
  // Verification and blue/green rebuilds for the admin console.
  const readModels = createReadModelAdmin({
    store,
    pool,
    projections: projections.filter((p): p is PostgresProjection => p.kind === 'postgres'),
    lag: () => runner.lag(),
    onSwitched: (name) => runner.invalidate(name),
  });
  // A core admin's retry of a parked event (command-api's POST /api/admin/projections/parked/:id/retry).
  const parked = createParkedEvents({
    store,
    pool,
    projections: projections.filter((p): p is PostgresProjection => p.kind === 'postgres'),
    onApplied: (name) => runner.invalidate(name),
  });
  return {
    runner,
    readModels,
    parked,
    analytics,
    notifiers,
    kafkaEnabled: Boolean(producer),
    async close() {
      await runner.stop();
      await producer?.disconnect();
      await notifiers.close();
      await analytics.close();
    },
  };
};
