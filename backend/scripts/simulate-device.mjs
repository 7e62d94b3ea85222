#!/usr/bin/env node
/**
 * Simulates a connected device posting a day of readings (issue 6).
 *
 *   npm run simulate:device -w backend -- --device <id> --token <ingestionToken> [--url http://localhost:3000] [--date yyyy-MM-dd]
 *
 * Posts, for the given day (default today, local time), the running totals a fitness band
 * reports every two hours from 08:00 to 20:00 (steps and active minutes; for today only the hours
 * already past) and last night's sleep (minutes) at 07:00, to POST /api/devices/{id}/activity-data with the bearer token. Running it
 * twice changes nothing: readings with the same type and time replace each other.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    device: { type: 'string' },
    token: { type: 'string' },
    url: { type: 'string', default: process.env.APP_URL ?? 'http://localhost:3000' },
    date: { type: 'string' },
  },
});

if (!values.device || !values.token) {
  console.error('Usage: simulate-device --device <id> --token <ingestionToken> [--url <base url>] [--date yyyy-MM-dd]');
  process.exit(2);
}

const day = values.date ? new Date(`${values.date}T00:00:00`) : new Date();
const at = (hour) => {
  const time = new Date(day);
  time.setHours(hour, 0, 0, 0);
  return time.toISOString();
};

const readings = [{ type: 'sleep', value: 600, recordedAt: at(7) }];
let steps = 0;
let activeMins = 0;
for (let hour = 8; hour <= 20; hour += 2) {
  // For today, only the hours that have passed: a device cannot report the future.
  if (new Date(at(hour)) > new Date()) break;
  steps += 900 + Math.round(Math.random() * 900);
  activeMins += 8 + Math.round(Math.random() * 12);
  readings.push({ type: 'steps', value: steps, recordedAt: at(hour) });
  readings.push({ type: 'activeMins', value: activeMins, recordedAt: at(hour) });
}

const endpoint = new URL(`/api/devices/${values.device}/activity-data`, values.url);
for (const reading of readings) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${values.token}` },
    body: JSON.stringify(reading),
  });
  const text = await response.text();
  if (!response.ok) {
    console.error(`${response.status}: ${text}`);
    process.exit(1);
  }
  console.log(`${reading.recordedAt} ${reading.type}=${reading.value} -> ${response.status}`);
}
console.log(`Posted ${readings.length} readings for device ${values.device}.`);
