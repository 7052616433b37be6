import { authorize, type Actor } from '../../core/policy.js';
import { adminPolicy } from './admin.policy.js';
import { isPolicyUnit, POLICY_UNITS, type PolicyUnit } from '@api-market/rules';
import type { DataSource } from 'typeorm';
import { AppError } from '../../core/errors.js';
import { badInput } from '../../core/errors.js';
import { limit, text } from '../authoring/api-form.rules.js';
import { type BilingualPolicy, bilingualPolicyRow } from './admin.presenter.js';
import { z } from 'zod';
import { declaredWrite } from '../../core/request-writes.js';
import { adminCache } from './admin.cache.js';
import { command, type Sql, sqlOn, statement } from '../../core/sql.js';

export type PolicyKind = 'alarm' | 'shutdown';

/** Threshold ranges per unit (README: ms for delays, ‰ of the calls in the window for rates). */
export { POLICY_UNITS, type PolicyUnit };

const TABLES = {
  alarm: { table: 'alarm_policy', name: 'alarmpolicy', nameEn: 'alarmpolicy_en' },
  shutdown: { table: 'shutdown_policy', name: 'policy', nameEn: 'policy_en' },
} as const;

const unitRow = z.object({ unit: z.string() });
/** Each kind's statements, declared once (the table and column names are fixed, not input). */
const statementsOf = (kind: PolicyKind) => {
  const t = TABLES[kind];
  const returning = `RETURNING id, ${t.name} AS name, ${t.nameEn} AS "nameEn", threshold, unit`;
  return {
    create: command<[name: string, nameEn: string, threshold: number, unit: string], typeof bilingualPolicyRow>(
      `admin.${kind}-policy-create`,
      `INSERT INTO ${t.table} (${t.name}, ${t.nameEn}, threshold, unit) VALUES ($1, $2, $3, $4) ${returning}`,
      bilingualPolicyRow,
    ),
    unit: statement<[id: number], typeof unitRow>(`admin.${kind}-policy-unit`, `SELECT unit FROM ${t.table} WHERE id = $1`, unitRow),
    setThreshold: command<[id: number, threshold: number], typeof bilingualPolicyRow>(
      `admin.${kind}-policy-threshold`,
      `UPDATE ${t.table} SET threshold = $2 WHERE id = $1 ${returning}`,
      bilingualPolicyRow,
    ),
    remove: command<[id: number]>(`admin.${kind}-policy-remove`, `DELETE FROM ${t.table} WHERE id = $1`),
  };
};
const STATEMENTS = { alarm: statementsOf('alarm'), shutdown: statementsOf('shutdown') };

export interface NewPolicy {
  kind: PolicyKind;
  name: string;
  nameEn: string;
  unit: string;
  threshold: number;
}

const notFound = () => new AppError('NOT_FOUND', { zh: '策略不存在', en: 'Policy not found' });

function checkThreshold(unit: string, threshold: number): void {
  const range = isPolicyUnit(unit) ? POLICY_UNITS[unit] : undefined;
  if (!range) throw badInput('单位只能是 ms、permille、perMinute 或 count', 'Unit must be ms, permille, perMinute or count');
  if (!Number.isInteger(threshold) || threshold < range.min || threshold > range.max) {
    throw badInput(`阈值须为 ${range.min}–${range.max} 的整数`, `The threshold must be an integer ${range.min}–${range.max}`);
  }
}

/** The alarm and shutdown policies (basePolicy) as administrators edit them: create, re-threshold, delete. */
export class PolicyService {
  private readonly sql: Sql;

  constructor(
    ds: DataSource,
    /** After every write: the open-call proxy reads the platform's policies anew (README: precedence). */
    private readonly changed: () => void = () => {},
  ) {
    this.sql = sqlOn(ds);
  }

  async create(actor: Actor, input: NewPolicy): Promise<BilingualPolicy> {
    authorize(actor, adminPolicy.editPlatformPolicies);
    const name = limit(text(input.name), 100, '策略名称', 'Policy name');
    const nameEn = limit(text(input.nameEn), 100, '英文名称', 'English name');
    if (!name) throw badInput('请输入策略名称', 'Please enter the policy name');
    if (!nameEn) throw badInput('请输入英文名称', 'Please enter the English name');
    checkThreshold(input.unit, input.threshold);
    const { rows } = await declaredWrite(adminCache.writes.policy(), () =>
      this.sql.run(STATEMENTS[input.kind].create, [name, nameEn, input.threshold, input.unit]),
    );
    this.changed();
    return rows[0]!;
  }

  async setThreshold(actor: Actor, kind: PolicyKind, id: number, threshold: number): Promise<BilingualPolicy> {
    authorize(actor, adminPolicy.editPlatformPolicies);
    const current = await this.sql.first(STATEMENTS[kind].unit, [id]);
    if (!current) throw notFound();
    checkThreshold(current.unit, threshold);
    const { rows } = await declaredWrite(adminCache.writes.policy(), () => this.sql.run(STATEMENTS[kind].setThreshold, [id, threshold]));
    if (!rows[0]) throw notFound();
    this.changed();
    return rows[0];
  }

  async remove(actor: Actor, kind: PolicyKind, id: number): Promise<void> {
    authorize(actor, adminPolicy.editPlatformPolicies);
    const { count } = await declaredWrite(adminCache.writes.policy(), () => this.sql.run(STATEMENTS[kind].remove, [id]));
    if (!count) throw notFound();
    this.changed();
  }
}
