/** Places and phone numbers: provinces, cities and districts weighted by population; addresses; mobiles. */
import type { Rng } from './rng';

/** Provinces with weight, cities and districts (enough for addresses that read right). */
export const REGIONS: readonly {
  province: string;
  code: string;
  weight: number;
  cities: readonly { name: string; areas: readonly string[] }[];
}[] = [
  {
    province: '广东省',
    code: '44',
    weight: 12,
    cities: [
      { name: '广州市', areas: ['天河区', '海珠区', '番禺区', '白云区'] },
      { name: '深圳市', areas: ['南山区', '福田区', '宝安区', '龙岗区'] },
      { name: '佛山市', areas: ['禅城区', '南海区', '顺德区'] },
      { name: '东莞市', areas: ['南城街道', '东城街道'] },
    ],
  },
  {
    province: '山东省',
    code: '37',
    weight: 8,
    cities: [
      { name: '济南市', areas: ['历下区', '市中区', '槐荫区'] },
      { name: '青岛市', areas: ['市南区', '崂山区', '黄岛区'] },
      { name: '烟台市', areas: ['芝罘区', '莱山区'] },
    ],
  },
  {
    province: '河南省',
    code: '41',
    weight: 7,
    cities: [
      { name: '郑州市', areas: ['金水区', '二七区', '中原区'] },
      { name: '洛阳市', areas: ['西工区', '洛龙区'] },
    ],
  },
  {
    province: '江苏省',
    code: '32',
    weight: 7,
    cities: [
      { name: '南京市', areas: ['鼓楼区', '建邺区', '江宁区'] },
      { name: '苏州市', areas: ['姑苏区', '工业园区', '吴中区'] },
      { name: '无锡市', areas: ['梁溪区', '滨湖区'] },
    ],
  },
  {
    province: '浙江省',
    code: '33',
    weight: 6,
    cities: [
      { name: '杭州市', areas: ['西湖区', '拱墅区', '余杭区', '滨江区'] },
      { name: '宁波市', areas: ['海曙区', '鄞州区'] },
      { name: '温州市', areas: ['鹿城区', '瓯海区'] },
    ],
  },
  {
    province: '四川省',
    code: '51',
    weight: 6,
    cities: [
      { name: '成都市', areas: ['锦江区', '武侯区', '高新区', '郫都区'] },
      { name: '绵阳市', areas: ['涪城区', '游仙区'] },
    ],
  },
  {
    province: '河北省',
    code: '13',
    weight: 5,
    cities: [
      { name: '石家庄市', areas: ['长安区', '裕华区'] },
      { name: '保定市', areas: ['竞秀区', '莲池区'] },
    ],
  },
  {
    province: '湖南省',
    code: '43',
    weight: 5,
    cities: [
      { name: '长沙市', areas: ['岳麓区', '芙蓉区', '雨花区'] },
      { name: '株洲市', areas: ['天元区', '芦淞区'] },
    ],
  },
  {
    province: '湖北省',
    code: '42',
    weight: 5,
    cities: [
      { name: '武汉市', areas: ['江汉区', '武昌区', '洪山区'] },
      { name: '宜昌市', areas: ['西陵区', '伍家岗区'] },
    ],
  },
  {
    province: '安徽省',
    code: '34',
    weight: 4,
    cities: [
      { name: '合肥市', areas: ['蜀山区', '包河区', '庐阳区'] },
      { name: '芜湖市', areas: ['镜湖区', '鸠江区'] },
    ],
  },
  {
    province: '福建省',
    code: '35',
    weight: 4,
    cities: [
      { name: '福州市', areas: ['鼓楼区', '仓山区'] },
      { name: '厦门市', areas: ['思明区', '湖里区'] },
    ],
  },
  { province: '北京市', code: '11', weight: 4, cities: [{ name: '北京市', areas: ['朝阳区', '海淀区', '丰台区', '西城区'] }] },
  { province: '上海市', code: '31', weight: 4, cities: [{ name: '上海市', areas: ['浦东新区', '徐汇区', '闵行区', '静安区'] }] },
  { province: '陕西省', code: '61', weight: 3, cities: [{ name: '西安市', areas: ['雁塔区', '碑林区', '未央区'] }] },
  {
    province: '辽宁省',
    code: '21',
    weight: 3,
    cities: [
      { name: '沈阳市', areas: ['和平区', '沈河区'] },
      { name: '大连市', areas: ['中山区', '甘井子区'] },
    ],
  },
  { province: '重庆市', code: '50', weight: 3, cities: [{ name: '重庆市', areas: ['渝中区', '江北区', '渝北区'] }] },
  { province: '江西省', code: '36', weight: 3, cities: [{ name: '南昌市', areas: ['东湖区', '红谷滩区'] }] },
  { province: '云南省', code: '53', weight: 2, cities: [{ name: '昆明市', areas: ['五华区', '盘龙区'] }] },
  { province: '广西壮族自治区', code: '45', weight: 2, cities: [{ name: '南宁市', areas: ['青秀区', '兴宁区'] }] },
  { province: '天津市', code: '12', weight: 2, cities: [{ name: '天津市', areas: ['和平区', '南开区', '河西区'] }] },
  { province: '山西省', code: '14', weight: 2, cities: [{ name: '太原市', areas: ['小店区', '迎泽区'] }] },
  { province: '黑龙江省', code: '23', weight: 2, cities: [{ name: '哈尔滨市', areas: ['南岗区', '道里区'] }] },
  { province: '吉林省', code: '22', weight: 1, cities: [{ name: '长春市', areas: ['朝阳区', '南关区'] }] },
  { province: '贵州省', code: '52', weight: 1, cities: [{ name: '贵阳市', areas: ['云岩区', '观山湖区'] }] },
];

const REGION_WEIGHTS = REGIONS.map((r) => r.weight);

export interface Place {
  provinceIdx: number;
  cityIdx: number;
  areaIdx: number;
}

export function place(rng: Rng): Place {
  const provinceIdx = rng.weighted(REGION_WEIGHTS);
  const cityIdx = rng.int(0, REGIONS[provinceIdx].cities.length - 1);
  const areaIdx = rng.int(0, REGIONS[provinceIdx].cities[cityIdx].areas.length - 1);
  return { provinceIdx, cityIdx, areaIdx };
}

export function placeNames(p: Place): { province: string; city: string; area: string } {
  const r = REGIONS[p.provinceIdx];
  const c = r.cities[p.cityIdx];
  return { province: r.province, city: c.name, area: c.areas[p.areaIdx] };
}

const ROADS = ['人民路', '解放路', '中山路', '建设路', '和平路', '新华路', '文化路', '长江路', '花园路', '幸福路', '学府路', '滨江大道'];
const ESTATES = ['阳光花园', '锦绣华庭', '翠湖苑', '金色家园', '万科城', '碧桂园', '保利香槟', '绿地新都会', '书香名邸', '滨江一号'];

export function street(rng: Rng): string {
  return rng.pick(ROADS).replace('路', '街道').replace('大道', '街道');
}

export function addressDetail(rng: Rng): string {
  return `${rng.pick(ROADS)}${rng.int(1, 999)}号${rng.pick(ESTATES)}${rng.int(1, 30)}栋${rng.int(1, 3)}单元${rng.int(1, 33)}0${rng.int(1, 4)}室`;
}

/** Real mainland prefixes (1[3-9]x): the number passes the mobile validators. */
export const MOBILE_PREFIXES = [
  '130',
  '131',
  '132',
  '133',
  '134',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '153',
  '155',
  '156',
  '157',
  '158',
  '159',
  '166',
  '173',
  '175',
  '176',
  '177',
  '178',
  '180',
  '181',
  '182',
  '183',
  '184',
  '185',
  '186',
  '187',
  '188',
  '189',
  '191',
  '198',
  '199',
];

/** A syntactically valid mobile that is not a student's (receivers, teachers' spare phones). */
export function freeMobile(rng: Rng): string {
  return rng.pick(MOBILE_PREFIXES) + String(rng.int(10_000_000, 99_999_999));
}
