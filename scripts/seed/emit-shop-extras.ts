/**
 * Shop and channel demo rows derived from the loaded catalogue (issue 19): every live channel gets a
 * landing page, a level and a short link with a deterministic visit count; every department gets its
 * channel introduction with a few downloads; the material boxes of the products are marked (bound
 * materials and a course level) so the course-material calls find them. Run after the load, like the
 * other extras (same SQL on PGlite and PostgreSQL).
 */
export function shopExtrasStatements(asOfIso: string): string[] {
  const asOf = `'${asOfIso}'::timestamptz`;
  return [
    // the dictionary and labels 0360 seeds: the demo reset truncates every table of the migrations, so
    // without these the sale areas, payment channels, course versions and labels would be empty
    `INSERT INTO data_dictionary (type, code, name, name_en, sort) VALUES
       ('courseVersion', 'V1', '1.0版', 'Version 1.0', 1), ('courseVersion', 'V2', '2.0版', 'Version 2.0', 2),
       ('courseVersion', 'V3', '3.0版', 'Version 3.0', 3), ('saleArea', 'CN', '中国大陆', 'Mainland China', 1),
       ('saleArea', 'HKMOTW', '港澳台', 'Hong Kong, Macao, Taiwan', 2), ('saleArea', 'SEA', '东南亚', 'Southeast Asia', 3),
       ('saleArea', 'NA', '北美', 'North America', 4), ('saleArea', 'EU', '欧洲', 'Europe', 5),
       ('paymentChannel', 'WECHAT', '微信支付', 'WeChat Pay', 1), ('paymentChannel', 'ALIPAY', '支付宝', 'Alipay', 2),
       ('paymentChannel', 'APPLE', '苹果支付', 'Apple Pay', 3), ('paymentChannel', 'ATOME', 'Atome 分期', 'Atome', 4),
       ('paymentChannel', 'PAYPAL', 'PayPal', 'PayPal', 5)
     ON CONFLICT (type, code) DO NOTHING`,
    `INSERT INTO product_label (name, sort) VALUES ('新品', 1), ('热卖', 2), ('限时', 3), ('赠品', 4), ('海外专享', 5)
     ON CONFLICT (name) DO NOTHING`,
    // countries the shop sells in (shared with overseas shipping)
    `INSERT INTO oversea_country (country_code, country_name, country_name_en, tel_area_code, sort) VALUES
       ('CN', '中国', 'China', '86', 1), ('HK', '中国香港', 'Hong Kong', '852', 2), ('SG', '新加坡', 'Singapore', '65', 3),
       ('MY', '马来西亚', 'Malaysia', '60', 4), ('US', '美国', 'United States', '1', 5), ('CA', '加拿大', 'Canada', '1', 6),
       ('GB', '英国', 'United Kingdom', '44', 7), ('AU', '澳大利亚', 'Australia', '61', 8), ('JP', '日本', 'Japan', '81', 9)
     ON CONFLICT (country_code) DO NOTHING`,
    `UPDATE channel SET channel_link = 'https://www.example.com/landing/' || COALESCE(code, id::text),
       channel_level = (ARRAY['A', 'B', 'C'])[1 + id % 3], sort = id % 10, short_code = 'ch' || lpad(id::text, 6, '0')
     WHERE deleted = 0`,
    `INSERT INTO short_url (code, url, remark, subject, channel_id, visits, last_visit, staff_id, ctime, utime)
     SELECT short_code, channel_link, '渠道 ' || name, subject, id, (id * 37) % 500, ${asOf} - make_interval(hours => (id % 48)::int),
            staff_id, ctime, ctime
       FROM channel WHERE short_code IS NOT NULL`,
    `INSERT INTO introduction (subject, department_id, title, content, staff_id, ctime, utime)
     SELECT d.subject, d.id, d.name || '渠道介绍', '欢迎了解' || d.name || '的课程与服务：体验课 9.9 元，扫码即可报名。', NULL,
            ${asOf} - interval '30 days', ${asOf} - interval '30 days'
       FROM department d ON CONFLICT (subject, department_id) DO NOTHING`,
    `INSERT INTO introduction_download_log (introduction_id, subject, department_id, channel_id, ctime)
     SELECT i.id, i.subject, i.department_id, (SELECT c.id FROM channel c WHERE c.subject = i.subject AND c.deleted = 0 ORDER BY c.id LIMIT 1),
            ${asOf} - make_interval(days => g)
       FROM introduction i CROSS JOIN generate_series(1, 3) g`,
    `UPDATE product SET course_level = 'LEVEL' || (1 + id % 4), pro_version = 'V2',
       materials = jsonb_build_array(jsonb_build_object('name', name, 'quantity', 1))
     WHERE type = 'ACTUAL_GOODS' AND deleted = 0 AND id % 2 = 0`,
  ];
}
