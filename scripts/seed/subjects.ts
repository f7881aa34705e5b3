/**
 * What each business line sells and teaches. The brand is 小熊 (the spec's 小熊币 / 小熊商城);
 * shares are the fraction of students whose first line is that subject.
 */
import { SUBJECTS } from '@console/domain';

export interface SubjectContent {
  code: number;
  slug: string;
  name: string;
  brand: string;
  share: number;
  /** Trial categories sold (CONTRACT §9): 0/503/505/508 双周, 3/506/507 单周. */
  trialCategories: readonly number[];
  /** Lesson titles; trial lessons use the first ones, system levels cycle through them. */
  topics: readonly string[];
  mall: readonly (readonly [name: string, yuan: number])[];
}

const CONTENT: Readonly<Record<number, Omit<SubjectContent, 'code' | 'slug' | 'name'>>> = {
  0: {
    brand: '小熊美术',
    share: 0.58,
    trialCategories: [0, 3, 503, 506],
    topics: [
      '认识三原色',
      '线条的魔法',
      '可爱的小动物',
      '海底世界',
      '我的家',
      '四季的树',
      '快乐的节日',
      '太空旅行',
      '美味水果',
      '恐龙王国',
      '民间剪纸',
      '水墨小鸡',
    ],
    mall: [
      ['36色水彩笔套装', 59],
      ['儿童画板画架', 129],
      ['丙烯颜料12色', 45],
      ['绘画收纳包', 39],
    ],
  },
  1: {
    brand: '小熊书法',
    share: 0.12,
    trialCategories: [0, 3],
    topics: [
      '坐姿与握笔',
      '横的写法',
      '竖的写法',
      '撇和捺',
      '点的变化',
      '左右结构',
      '上下结构',
      '独体字',
      '偏旁部首',
      '古诗练写',
      '硬笔章法',
      '毛笔入门',
    ],
    mall: [
      ['点阵控笔字帖', 29],
      ['儿童钢笔套装', 49],
      ['书法毛毡垫', 35],
    ],
  },
  3: {
    brand: '小熊音乐',
    share: 0.1,
    trialCategories: [0, 3],
    topics: [
      '节奏小游戏',
      '认识音符',
      '高低音',
      '四分音符',
      '八分音符',
      '唱歌的小鸟',
      '打击乐',
      '五线谱',
      '音阶',
      '合唱入门',
      '小乐曲',
      '听音辨调',
    ],
    mall: [
      ['尤克里里', 199],
      ['儿童电子琴', 299],
      ['音乐启蒙卡片', 39],
    ],
  },
  5: {
    brand: '小熊舞蹈',
    share: 0.06,
    trialCategories: [0, 3],
    topics: [
      '热身与拉伸',
      '基本手位',
      '基本脚位',
      '小碎步',
      '跳跃练习',
      '中国舞入门',
      '节奏律动',
      '芭蕾基础',
      '旋转',
      '组合动作',
      '表情管理',
      '舞台展示',
    ],
    mall: [
      ['舞蹈服套装', 129],
      ['练功鞋', 49],
      ['瑜伽垫', 69],
    ],
  },
  6: {
    brand: '小熊手工',
    share: 0.04,
    trialCategories: [0, 3],
    topics: [
      '折纸小船',
      '剪纸窗花',
      '黏土小动物',
      '纸杯娃娃',
      '树叶拼贴',
      '灯笼制作',
      '风筝',
      '扎染',
      '编织入门',
      '皮影',
      '泥塑',
      '创意拼装',
    ],
    mall: [
      ['超轻黏土套装', 59],
      ['剪纸套装', 35],
      ['折纸大全', 45],
    ],
  },
  9: {
    brand: '小熊绘本',
    share: 0.04,
    trialCategories: [0, 3],
    topics: [
      '故事的开头',
      '角色设计',
      '分镜',
      '色彩情绪',
      '封面设计',
      '我的第一本绘本',
      '对话框',
      '场景描绘',
      '结尾的秘密',
      '装订',
      '续写故事',
      '绘本分享',
    ],
    mall: [
      ['原创绘本《小熊的秘密》', 49],
      ['绘本创作手账', 59],
      ['48色彩铅', 69],
    ],
  },
  10: {
    brand: '小熊音乐启蒙',
    share: 0.03,
    trialCategories: [0, 3],
    topics: [
      '拍手歌',
      '动物的声音',
      '快与慢',
      '强与弱',
      '摇铃游戏',
      '儿歌律动',
      '小鼓咚咚',
      '音乐故事',
      '身体打击乐',
      '唱游',
      '奥尔夫游戏',
      '音乐会',
    ],
    mall: [
      ['儿童打击乐套装', 99],
      ['奥尔夫乐器', 159],
      ['音乐绘本', 45],
    ],
  },
  11: {
    brand: '小熊专注力',
    share: 0.03,
    trialCategories: [0, 3],
    topics: [
      '舒尔特方格',
      '找不同',
      '听指令',
      '数字追踪',
      '记忆翻牌',
      '迷宫',
      '视觉搜索',
      '逻辑排序',
      '静心时刻',
      '手眼协调',
      '计划与执行',
      '专注挑战',
    ],
    mall: [
      ['舒尔特方格训练册', 39],
      ['专注力桌游', 89],
      ['逻辑思维卡', 49],
    ],
  },
};

export const SUBJECT_CONTENT: readonly SubjectContent[] = SUBJECTS.map((s) => ({
  code: s.code,
  slug: s.slug,
  name: s.nameZh,
  ...CONTENT[s.code],
}));

export const SUBJECT_SHARES: readonly number[] = SUBJECT_CONTENT.map((s) => s.share);

/** Price in yuan and weeks of each system course length (CONTRACT §9: 1 月, 2 季, 3 半年, 4 年, 5 两年). */
export const COURSE_LENGTHS: readonly { length: number; label: string; weeks: number; yuan: number; renewYuan: number; weight: number }[] =
  [
    { length: 1, label: '月课', weeks: 4, yuan: 399, renewYuan: 369, weight: 0.14 },
    { length: 2, label: '季课', weeks: 12, yuan: 1099, renewYuan: 999, weight: 0.26 },
    { length: 3, label: '半年课', weeks: 24, yuan: 1999, renewYuan: 1899, weight: 0.24 },
    { length: 4, label: '年课', weeks: 48, yuan: 3599, renewYuan: 3299, weight: 0.3 },
    { length: 5, label: '两年课', weeks: 96, yuan: 6299, renewYuan: 5999, weight: 0.06 },
  ];

/** Trial categories: name suffix, price (fen), lessons, whether a materials box ships, weight. */
export const TRIAL_CATEGORIES: Readonly<
  Record<number, { label: string; fen: number; lessons: number; days: number; box: boolean; weight: number }>
> = {
  0: { label: '双周体验课（含随材礼盒）', fen: 990, lessons: 5, days: 14, box: true, weight: 0.5 },
  3: { label: '单周体验课', fen: 0, lessons: 3, days: 7, box: false, weight: 0.3 },
  503: { label: '双周体验课·进阶版', fen: 1900, lessons: 5, days: 14, box: true, weight: 0.12 },
  506: { label: '单周体验课·周末班', fen: 100, lessons: 3, days: 7, box: false, weight: 0.08 },
};

/** System lessons per level (a system class runs one 8-week level, one lesson a week). */
export const SYSTEM_LESSONS = 8;
export const SYSTEM_SUPS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'] as const;

/** Currencies a price list carries, with rate from CNY and how prices are rounded there. */
export const CURRENCY_RATES: readonly { code: string; rate: number; whole: boolean }[] = [
  { code: 'USD', rate: 0.14, whole: false },
  { code: 'HKD', rate: 1.09, whole: true },
  { code: 'TWD', rate: 4.5, whole: true },
  { code: 'SGD', rate: 0.19, whole: false },
  { code: 'MYR', rate: 0.65, whole: false },
  { code: 'AUD', rate: 0.21, whole: false },
  { code: 'CAD', rate: 0.19, whole: false },
];
