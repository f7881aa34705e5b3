/**
 * Catalogue per subject: channel tree and channels, products and packages with per-currency prices,
 * lessons, coupons. Prices are integer fen; the CSV layer prints them exactly.
 */
import { Rng } from './rng';
import { DAY } from './scales';
import { COURSE_LENGTHS, SYSTEM_LESSONS, SYSTEM_SUPS, TRIAL_CATEGORIES, CURRENCY_RATES } from './subjects';
import type { PackageRow, ProductRow, World } from './world-types';
import { buildCoupons } from './world-coupons';

const CHANNEL_TREE: readonly (readonly [
  cls: string,
  children: readonly (readonly [sub: string, channels: readonly (readonly [name: string, code: string, weight: number])[]])[],
])[] = [
  [
    '线上投放',
    [
      [
        '抖音',
        [
          ['抖音信息流-A组', 'DY01', 18],
          ['抖音直播间', 'DY02', 9],
        ],
      ],
      [
        '微信广告',
        [
          ['朋友圈广告', 'WX01', 12],
          ['公众号文章', 'WX02', 5],
        ],
      ],
      ['小红书', [['小红书种草', 'XHS1', 7]]],
      ['百度', [['百度搜索', 'BD01', 3]]],
    ],
  ],
  [
    '私域转介绍',
    [
      ['老带新', [['老学员推荐', 'REF1', 14]]],
      ['社群裂变', [['家长群裂变', 'GRP1', 8]]],
    ],
  ],
  [
    '线下活动',
    [
      ['商场活动', [['商场地推', 'OFF1', 3]]],
      ['园所合作', [['幼儿园合作', 'OFF2', 4]]],
    ],
  ],
  [
    '异业合作',
    [
      [
        '早教机构',
        [
          ['早教中心合作', 'BIZ1', 3],
          ['绘本馆合作', 'BIZ2', 2],
        ],
      ],
    ],
  ],
];

export function buildCatalog(world: World): void {
  const rng = new Rng(world.seed, 202);
  const early = world.start - 200 * DAY;
  for (const sw of world.subjects) {
    const code = sw.content.code;
    const brand = sw.content.brand;
    sw.topicId = world.subjects.indexOf(sw) + 1;
    // channels: a three-level tree, the leaves carry channels
    let sort = 0;
    for (const [cls, children] of CHANNEL_TREE) {
      const top = { id: world.channelClasses.length + 1, subject: code, pid: null, name: cls, level: 1, sort: sort++ };
      world.channelClasses.push(top);
      for (const [sub, channels] of children) {
        const mid = { id: world.channelClasses.length + 1, subject: code, pid: top.id, name: sub, level: 2, sort: sort++ };
        world.channelClasses.push(mid);
        for (const [name, chCode, weight] of channels) {
          const ch = {
            id: world.channels.length + 1,
            subject: code,
            classId: mid.id,
            name: `${brand}-${name}`,
            code: `${sw.content.slug.toUpperCase()}-${chCode}`,
            status: 0,
            weight,
            referral: chCode.startsWith('REF') || chCode.startsWith('GRP'),
            ctimeMs: early + rng.int(0, 100) * DAY,
          };
          world.channels.push(ch);
          sw.channels.push(ch);
        }
      }
    }
    const retired = {
      id: world.channels.length + 1,
      subject: code,
      classId: world.channelClasses[world.channelClasses.length - 1].id,
      name: `${brand}-2023暑期合作（已停用）`,
      code: `${sw.content.slug.toUpperCase()}-OLD1`,
      status: 1,
      weight: 0,
      referral: false,
      ctimeMs: early,
    };
    world.channels.push(retired);
    sw.channels.push(retired);
    sw.channelWeights = sw.channels.map((c) => c.weight);

    const product = (
      name: string,
      type: ProductRow['type'],
      fen: number,
      sup: string | null = null,
      courseWeek: number | null = null,
    ): ProductRow => {
      const p: ProductRow = {
        id: world.products.length + 1,
        subject: code,
        name,
        type,
        fen,
        code: `P${code}${String(world.products.length + 1).padStart(5, '0')}`,
        sup,
        courseWeek,
        ctimeMs: early + rng.int(0, 60) * DAY,
      };
      world.products.push(p);
      return p;
    };
    const pkg = (
      p: Omit<PackageRow, 'id' | 'subject' | 'status' | 'ctimeMs' | 'originalFen'> & { originalFen?: number; status?: number },
    ): PackageRow => {
      const row: PackageRow = {
        id: world.packages.length + 1,
        subject: code,
        status: p.status ?? 0,
        ctimeMs: early + rng.int(0, 90) * DAY,
        originalFen: p.originalFen ?? Math.round(p.fen * 1.3),
        ...p,
      };
      world.packages.push(row);
      return row;
    };
    const trialBox = product(`${brand}体验课随材礼盒`, 'ACTUAL_GOODS', 3900);
    const trialCourse = product(`${brand}体验课（线上）`, 'VIRTUAL_GOODS', 0);
    for (const cat of sw.content.trialCategories) {
      const c = TRIAL_CATEGORIES[cat];
      sw.trialPackages.set(
        cat,
        pkg({
          name: `${brand}${c.label}`,
          regtype: 1,
          fen: c.fen,
          originalFen: c.fen === 0 ? 0 : 4900,
          sup: 'S1',
          category: cat,
          courseLength: null,
          courseWeek: c.days / 7,
          courseDay: c.lessons,
          productIds: c.box ? [trialCourse.id, trialBox.id] : [trialCourse.id],
          expressType: c.box ? 0 : null,
          currencies: ['CNY', 'USD', 'HKD'],
        }),
      );
    }
    const sysCourse = product(`${brand}系统课（线上）`, 'VIRTUAL_GOODS', 0);
    const boxes = SYSTEM_SUPS.map((sup) => product(`${brand}系统课${sup}随材盒子`, 'ACTUAL_GOODS', 19900, sup));
    const allCurrencies = ['CNY', ...CURRENCY_RATES.map((c) => c.code)];
    sw.firstPackages = SYSTEM_SUPS.slice(0, 3).map((sup, s) =>
      COURSE_LENGTHS.map((len) =>
        pkg({
          name: `${brand}系统课${sup}·${len.label}`,
          regtype: 2,
          fen: len.yuan * 100,
          sup,
          category: null,
          courseLength: len.length,
          courseWeek: len.weeks,
          courseDay: 1,
          productIds: [sysCourse.id, boxes[s].id],
          expressType: 1,
          currencies: allCurrencies,
          status: len.length === 5 && code !== 0 ? 1 : 0,
        }),
      ),
    );
    sw.renewPackages = SYSTEM_SUPS.map((sup, s) =>
      [COURSE_LENGTHS[2], COURSE_LENGTHS[3]].map((len) =>
        pkg({
          name: `${brand}系统课续费${sup}·${len.label}`,
          regtype: 3,
          fen: len.renewYuan * 100,
          sup,
          category: null,
          courseLength: len.length,
          courseWeek: len.weeks,
          courseDay: 1,
          productIds: [sysCourse.id, boxes[s].id],
          expressType: 1,
          currencies: allCurrencies,
        }),
      ),
    );
    sw.mallPackages = sw.content.mall.map(([name, yuan]) => {
      const p = product(name, 'ACTUAL_GOODS', yuan * 100);
      return pkg({
        name: `小熊商城·${name}`,
        regtype: 5,
        fen: yuan * 100,
        sup: null,
        category: null,
        courseLength: null,
        courseWeek: null,
        courseDay: null,
        productIds: [p.id],
        expressType: 2,
        currencies: ['CNY'],
      });
    });
    const extra = (regtype: number, name: string, fen: number, expressType: number | null, productIds: number[]) =>
      sw.extraPackages.set(
        regtype,
        pkg({
          name,
          regtype,
          fen,
          sup: null,
          category: null,
          courseLength: null,
          courseWeek: null,
          courseDay: null,
          productIds,
          expressType,
          currencies: ['CNY'],
        }),
      );
    const gift = product(`${brand}推荐好礼`, 'ACTUAL_GOODS', 5900);
    extra(4, `推荐有礼·${brand}好礼`, 0, 3, [gift.id]);
    extra(6, `邀请有奖·${brand}好礼`, 0, 4, [gift.id]);
    extra(7, `${brand}素质拓展课`, 29900, null, [sysCourse.id]);
    extra(8, `${brand}兑换课程`, 0, null, [trialCourse.id]);
    extra(9, `${brand}双十一礼包`, 9900, 2, [gift.id]);
    extra(10, `${brand}新签补差`, 100, null, [sysCourse.id]);
    extra(11, `${brand}续费补差`, 100, null, [sysCourse.id]);

    // lessons: the trial course, then 12 weekly lessons per system level
    const topics = sw.content.topics;
    for (let k = 0; k < 5; k++)
      sw.trialCourseIds.push(course(world, code, 0, 'S1', 'W1', `W${Math.floor(k / 3) + 1}D${(k % 3) + 1}`, topics[k], k));
    sw.systemCourseIds = SYSTEM_SUPS.map((sup, s) =>
      Array.from({ length: SYSTEM_LESSONS }, (_, k) =>
        course(
          world,
          code,
          1,
          sup,
          `U${Math.floor(k / 4) + 1}`,
          `W${k + 1}D1`,
          `${topics[(k + s * 3) % topics.length]}（${sup}第${k + 1}课）`,
          100 + s * 100 + k,
        ),
      ),
    );
    buildCoupons(world, sw, rng);
  }
}

function course(
  world: World,
  subject: number,
  lessonType: number,
  sup: string,
  unit: string,
  lesson: string,
  title: string,
  sort: number,
): number {
  const id = world.courses.length + 1;
  world.courses.push({ id, subject, lessonType, sup, unit, lesson, title, sort });
  return id;
}
