/** World tables of the catalogue: channels, topics, products and packages with their prices. */
import { csvLine, json, money, pgArray, ts } from './csv';
import type { WorldTable } from './emit-types';
import { convertPrice, packagePrices } from './world-coupons';

const DAY = 86_400_000;

export const channelClassTable: WorldTable = {
  table: 'channel_class',
  columns: ['id', 'subject', 'pid', 'name', 'level', 'sort', 'status', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 300 * DAY);
    for (const c of world.channelClasses) out(csvLine([c.id, c.subject, c.pid, c.name, c.level, c.sort, 0, t, t]));
  },
};

export const channelTable: WorldTable = {
  table: 'channel',
  columns: ['id', 'subject', 'channel_class_id', 'name', 'inner_name', 'code', 'status', 'remark', 'staff_id', 'ctime', 'utime'],
  rows(world, out) {
    for (const c of world.channels)
      out(
        csvLine([
          c.id,
          c.subject,
          c.classId,
          c.name,
          c.name.split('-').pop(),
          c.code,
          c.status,
          c.status ? '合作结束' : null,
          world.demo.ops ?? null,
          ts(c.ctimeMs),
          ts(c.ctimeMs),
        ]),
      );
  },
};

export const topicTable: WorldTable = {
  table: 'topic',
  columns: ['id', 'subject', 'name', 'status', 'detail', 'ctime', 'utime'],
  rows(world, out) {
    const t = ts(world.start - 200 * DAY);
    for (const sw of world.subjects)
      out(
        csvLine([
          sw.topicId,
          sw.content.code,
          `${sw.content.brand}专题课`,
          0,
          json({ banner: `/static/topic/${sw.content.slug}.png` }),
          t,
          t,
        ]),
      );
  },
};

export const productTable: WorldTable = {
  table: 'product',
  columns: [
    'id',
    'subject',
    'name',
    'title',
    'status',
    'type',
    'unit',
    'price',
    'center_product_code',
    'course_difficulty',
    'count',
    'course_week',
    'is_gifts',
    'images',
    'country_codes',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    for (const p of world.products) {
      const actual = p.type === 'ACTUAL_GOODS';
      out(
        csvLine([
          p.id,
          p.subject,
          p.name,
          p.name,
          0,
          p.type,
          actual ? '套' : '课',
          money(p.fen),
          p.code,
          p.sup,
          1,
          p.courseWeek,
          p.name.includes('好礼') ? 1 : 0,
          json([`/static/product/${p.id}.jpg`]),
          pgArray(['CN']),
          ts(p.ctimeMs),
          ts(p.ctimeMs),
        ]),
      );
    }
  },
};

export const productPriceTable: WorldTable = {
  table: 'product_price',
  columns: ['product_id', 'currencies_code', 'currencies_price', 'achievement_price'],
  rows(world, out) {
    for (const p of world.products) {
      out(csvLine([p.id, 'CNY', money(p.fen), money(Math.round(p.fen * 0.8))]));
      if (p.fen > 0) out(csvLine([p.id, 'USD', money(convertPrice(p.fen, 'USD')), null]));
    }
  },
};

export const packageTable: WorldTable = {
  table: 'package',
  columns: [
    'id',
    'subject',
    'name',
    'sub_title',
    'label',
    'type',
    'status',
    'regtype',
    'sup',
    'category',
    'course_length',
    'cost_price',
    'price',
    'original',
    'effective_days',
    'delivery_type',
    'course_week',
    'course_day',
    'payment',
    'system_course_version',
    'sub_order_size',
    'topic_id',
    'country_codes',
    'staff_id',
    'ctime',
    'utime',
  ],
  rows(world, out) {
    const topicOf = new Map(world.subjects.map((sw) => [sw.content.code, sw.topicId]));
    for (const p of world.packages) {
      const system = p.regtype === 2 || p.regtype === 3;
      out(
        csvLine([
          p.id,
          p.subject,
          p.name,
          system ? '含全部课程与随材盒子' : null,
          p.regtype === 1 ? '体验' : system ? '系统课' : null,
          p.regtype,
          p.status,
          p.regtype,
          p.sup,
          p.category,
          p.courseLength,
          money(Math.round(p.fen * 0.35)),
          money(p.fen),
          money(p.originalFen),
          p.courseWeek ? p.courseWeek * 7 + 30 : 365,
          p.expressType === null ? 0 : 1,
          p.courseWeek,
          p.courseDay,
          p.fen > 0 ? 'ONLINE' : 'FREE',
          system ? 'V3' : null,
          p.productIds.length > 1 ? p.productIds.length : 0,
          p.regtype === 7 ? topicOf.get(p.subject) : null,
          pgArray(p.currencies.length > 1 ? ['CN', 'US', 'HK', 'TW', 'SG'] : ['CN']),
          world.demo.ops ?? null,
          ts(p.ctimeMs),
          ts(p.ctimeMs),
        ]),
      );
    }
  },
};

export const packagePriceTable: WorldTable = {
  table: 'package_price',
  columns: ['package_id', 'currencies_code', 'price', 'original', 'atome_price'],
  rows(world, out) {
    for (const p of world.packages) {
      for (const pr of packagePrices(p))
        out(csvLine([p.id, pr.code, money(pr.fen), money(pr.originalFen), pr.code === 'SGD' || pr.code === 'MYR' ? money(pr.fen) : null]));
    }
  },
};

export const packageProductTable: WorldTable = {
  table: 'package_product',
  columns: ['package_id', 'product_id', 'quantity', 'sort'],
  rows(world, out) {
    for (const p of world.packages) p.productIds.forEach((id, k) => out(csvLine([p.id, id, 1, k])));
  },
};
