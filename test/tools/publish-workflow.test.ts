/**
 * .github/workflows/publish.yml, read with a real YAML parser: the schedule GitHub runs it on, that two runs never
 * overlap, that its commands are exactly the two the docs name, and that the secrets reach `npm run publish`.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: { schedule?: Array<{ cron: string }>; workflow_dispatch?: unknown };
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean };
  jobs: Record<string, { env?: Record<string, string>; steps: Step[]; 'timeout-minutes'?: number }>;
}

const workflow = parse(readFileSync('.github/workflows/publish.yml', 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps);
const test = suite('.github/workflows/publish.yml');

test('runs every 15 minutes and on demand', () => {
  assert.equal(workflow.on.schedule, [{ cron: '*/15 * * * *' }]);
  assert.ok('workflow_dispatch' in workflow.on, 'a "Run workflow" button');
});

test('never runs twice at once, and never stops a run half-way', () => {
  assert.ok(workflow.concurrency?.group, 'one concurrency group');
  assert.is(workflow.concurrency?.['cancel-in-progress'], false);
});

test('runs exactly npm ci and npm run publish, on Node 20 or newer', () => {
  assert.is(jobs.length, 1);
  assert.equal(
    steps.flatMap((step) => (step.run ? [step.run.trim()] : [])),
    ['npm ci', 'npm run publish'],
  );
  const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
  assert.ok(Number(node?.with?.['node-version']) >= 20, 'Node 20+');
  assert.ok((jobs[0]!['timeout-minutes'] ?? 360) <= 30, 'a stuck run ends before the lease of a later one matters');
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  assert.is(scripts.publish, 'tsx tools/publish.ts');
});

test('gives npm run publish the two secrets, under the names it reads', () => {
  assert.equal(jobs[0]!.env, {
    FIREBASE_SERVICE_ACCOUNT: '${{ secrets.FIREBASE_SERVICE_ACCOUNT }}',
    FIREBASE_PROJECT: '${{ secrets.FIREBASE_PROJECT }}',
  });
  const source = readFileSync('tools/publish.ts', 'utf8');
  for (const name of ['FIREBASE_SERVICE_ACCOUNT', 'FIREBASE_PROJECT']) assert.match(source, `env.${name}`);
});

test.run();
