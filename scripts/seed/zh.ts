/**
 * zh-CN vocabulary for names, places and free text. Weights follow rough real frequencies so lists
 * look like a real company's (many 王/李/张, most students in populous provinces).
 */
import { type Rng, pickWeighted } from './rng';

export const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 72],
  ['李', 70],
  ['张', 68],
  ['刘', 55],
  ['陈', 48],
  ['杨', 32],
  ['黄', 25],
  ['赵', 24],
  ['吴', 22],
  ['周', 22],
  ['徐', 17],
  ['孙', 16],
  ['马', 15],
  ['朱', 14],
  ['胡', 14],
  ['郭', 13],
  ['何', 12],
  ['林', 12],
  ['高', 12],
  ['罗', 11],
  ['郑', 10],
  ['梁', 10],
  ['谢', 8],
  ['宋', 8],
  ['唐', 8],
  ['许', 7],
  ['韩', 7],
  ['冯', 7],
  ['邓', 7],
  ['曹', 6],
  ['彭', 6],
  ['曾', 6],
  ['肖', 6],
  ['田', 5],
  ['董', 5],
  ['袁', 5],
  ['潘', 5],
  ['于', 5],
  ['蒋', 5],
  ['蔡', 5],
  ['余', 4],
  ['杜', 4],
  ['叶', 4],
  ['程', 4],
  ['苏', 4],
  ['魏', 4],
  ['吕', 4],
  ['丁', 4],
  ['任', 4],
  ['沈', 4],
  ['姚', 3],
  ['卢', 3],
  ['姜', 3],
  ['崔', 3],
  ['钟', 3],
  ['谭', 3],
  ['陆', 3],
  ['汪', 3],
  ['范', 3],
  ['欧阳', 1],
];

const CHILD_BOY = '子浩宇轩睿泽皓辰一鸣博文俊熙铭天佑嘉乐锦程宸逸航晨阳思远承志奕安景行沐霖';
const CHILD_GIRL = '梓涵欣怡诗雨思琪可馨若汐语桐一诺雅琪芷若安然紫萱依晨梦瑶佳怡婉清沐晴';
const ADULT = '丽娟静敏燕霞艳芳红玲伟强磊军勇杰涛明超华建国志刚海洋雪梅晓东春华秀英';

function given(rng: Rng, chars: string, two: number): string {
  const a = chars[rng.int(0, chars.length - 1)];
  if (!rng.chance(two)) return a;
  return a + chars[rng.int(0, chars.length - 1)];
}

export function surname(rng: Rng): string {
  return pickWeighted(rng, SURNAMES);
}

/** A child's name; sex 1 boy, 2 girl. */
export function childName(rng: Rng, sex: number, family = surname(rng)): string {
  return family + given(rng, sex === 1 ? CHILD_BOY : CHILD_GIRL, 0.82);
}

export function adultName(rng: Rng, family = surname(rng)): string {
  return family + given(rng, ADULT, 0.6);
}

const NICK_SUFFIX = ['妈妈', '爸爸', '妈妈', '宝妈', '的家长', '奶奶', '姥姥'];
const NICK_FREE = ['向日葵', '小太阳', '快乐每一天', '静待花开', '一路有你', '晴天', 'Sunny', 'Amy', '知足常乐', '岁月静好', '陪你长大'];

/** Parent's WeChat-style nickname. */
export function nickname(rng: Rng, child: string): string {
  if (rng.chance(0.6)) return child.slice(-Math.min(2, child.length - 1)) + rng.pick(NICK_SUFFIX);
  return rng.pick(NICK_FREE) + (rng.chance(0.3) ? String(rng.int(1, 99)) : '');
}
