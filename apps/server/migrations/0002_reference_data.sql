-- Facts of the business that every installation has (not demo data).
INSERT INTO role (id, name, name_en) VALUES
  ('1', '管理员', 'Administrator'),
  ('2', '运营主管', 'Operations lead'),
  ('3', '客服', 'Customer service'),
  ('4', '财务', 'Finance'),
  ('5', '销售', 'Sales'),
  ('7', '超级管理员', 'Top administrator'),
  ('19', '教研老师', 'Teaching teacher'),
  ('21', '班主任', 'Class teacher'),
  ('24', '系统管理员', 'System administrator'),
  ('25', '人事', 'HR'),
  ('38', '点评老师', 'Review teacher');

INSERT INTO currency (code, name, sort) VALUES
  ('CNY', '人民币', 1),
  ('USD', '美元', 2),
  ('HKD', '港币', 3),
  ('TWD', '新台币', 4),
  ('SGD', '新加坡元', 5),
  ('MYR', '马来西亚林吉特', 6),
  ('JPY', '日元', 7),
  ('EUR', '欧元', 8),
  ('GBP', '英镑', 9),
  ('AUD', '澳元', 10),
  ('CAD', '加元', 11);

CREATE TABLE app_setting (
  key text PRIMARY KEY,
  value text NOT NULL
);
