// The zh_CN locale's own entry (zh_CN, then en, then base: the same instance as the package's fakerZH_CN):
// the package's root loads every locale — about 16 MB of heap and 40 MB of RSS per gateway (#35).
import { faker } from '@faker-js/faker/locale/zh_CN';

/** GB 11643-1999: weights of the first 17 digits, and the check character by the sum mod 11. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The check character of an 18-digit resident ID number's first 17 digits. */
export function idCardCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** Whether an 18-character resident ID number has a valid check character (and a real birth date). */
export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = new Date(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}T00:00:00Z`);
  if (Number.isNaN(birth.getTime()) || birth.toISOString().slice(0, 10).replace(/-/g, '') !== id.slice(6, 14))
    return false;
  return idCardCheck(id.slice(0, 17)) === id[17];
}

/** Real administrative division codes (a province's capital district or city), so the prefix reads true. */
const AREAS = ['110101', '310104', '440106', '440305', '330106', '320102', '510107', '420106', '610113', '500103'];

function idCard(): string {
  const birth = faker.date.birthdate({ mode: 'age', min: 18, max: 70 });
  const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `${faker.helpers.arrayElement(AREAS)}${ymd}${faker.string.numeric(3)}`;
  return first17 + idCardCheck(first17);
}

/** A mainland mobile number: 1, then 3–9, then nine digits. */
function mobile(): string {
  return `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
}

function address(): string {
  return `${faker.location.state()}${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 999 })}号`;
}

/** Kinds of realistic Chinese data, chosen by a field's name or format. */
export const ZH_KINDS = {
  name: () => faker.person.fullName(),
  mobile,
  idCard,
  address,
  email: () => faker.internet.email(),
  city: () => faker.location.city(),
  company: () => faker.company.name(),
} as const;
export type ZhKind = keyof typeof ZH_KINDS;

/** The kind a string field's name (or format) calls for, if any. */
export function zhKindOf(field: string, format?: unknown): ZhKind | undefined {
  if (format === 'email') return 'email';
  const f = field.toLowerCase().replace(/[_\-\s]/g, '');
  if (/身份证|idcard|idno|identity|idnumber|sfz/.test(f)) return 'idCard';
  if (/手机|电话|mobile|phone|tel$|telephone|cellphone/.test(f)) return 'mobile';
  if (/邮箱|email|mail$/.test(f)) return 'email';
  if (/地址|address|addr$/.test(f)) return 'address';
  if (/城市|^city$/.test(f)) return 'city';
  if (/公司|company|corp/.test(f)) return 'company';
  if (/姓名|名字|^name$|fullname|realname|username|nickname|^owner$|contact/.test(f)) return 'name';
  return undefined;
}
