import type { ClientDocument } from './types';

/** Packages, topics and channels (issue 19: shop and channels). */
export const documents: ClientDocument[] = [
  {
    endpoint: '/graphql/v1/toss',
    root: 'PackagesList',
    args: { query: '{}', sort: '{"id":"asc"}' },
    select: 'id name price course_week text',
    use: 'redeem-code form: the package select (Marketing.getPackageList)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'PackagesTopicList',
    args: { query: '{"topic_id":["1"]}', size: 500 },
    select: 'relation_id',
    use: 'order list: packages of the chosen topics (Product.topicRelationId)',
  },
  {
    endpoint: '/graphql/filter',
    root: 'productTopic',
    select: 'id name',
    use: 'order search: the product-topic select',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelAllList',
    args: { query: '{"subject":0}' },
    select: 'id channel_class_id channel_outer_name',
    use: 'channel pickers of many pages',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelClassList',
    args: { query: '{"subject":0}', size: 500 },
    select: 'id channel_class_parent_id channel_class_name',
    use: 'channel class cascader (Operating.getChannelClassList)',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelClassPage',
    args: { query: '{"subject":0}', page: 1, size: 20 },
    select:
      'number totalElements totalPages content { channel_class_name channel_level id channel_class_parent_id channelClassParent { channel_class_name id } }',
    use: '/channelManagement: second-level classes',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelDetailStatisticsList',
    args: { query: '{"subject":0}', size: 60 },
    select: 'id ctime channel_inner_name channel_class_id channel_class_name p_channel_class_name p_channel_class_id',
    use: '/channelManagement statistics: channel names and classes',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelDetailStatisticsPage',
    args: { query: '"id:123"', page: 1, size: 20 },
    select:
      'totalPages totalElements number content { id channel_inner_name channel_link channel_level channel_link_short short_er_code status ctime create_user cdate utime udate remarks channel_sort channel_class_id channel_class_name p_channel_class_name p_channel_class_id contract_id contract_name }',
    use: '/channelManagement: channel information list',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelDetailStatisticsListEx',
    args: { query: '{"bool":{"must":[{"wildcard":{"channel_inner_name.keyword":"*抖音*"}}]}}' },
    select:
      'id channel_inner_name channel_link channel_level channel_link_short short_er_code status ctime create_user cdate utime udate remarks channel_sort channel_class_id channel_class_name p_channel_class_name p_channel_class_id contract_id contract_name',
    use: '/channelManagement: search channels by inner name',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelManagementStatisticsPage',
    args: { query: '{"trialChannels":"1,2","stage":"","startCtime":"","endCtime":"","page":1,"pageSzie":20,"subject":0}' },
    select:
      'content { trial_user_num pay_channel order_user_no_pay_nums wet_nums join_user_num complete_user_num system_user_num system_user_amounts trial_channel_class_id } numberOfElements totalElements totalPages size number',
    use: '/channelManagement statistics: per channel',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ChannelManagementStatisticsTotal',
    args: { query: '{"trialChannels":"","trialChannelClassIds":[],"subject":0}' },
    select: 'trial_user_num order_user_no_pay_nums wet_nums join_user_num complete_user_num system_user_num system_user_amounts',
    use: '/channelManagement statistics: totals',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'PackagesPage',
    args: { query: '{}', page: 1, size: 20 },
    select:
      'totalElements content { id name price status status_text prices { currencies_code price atome_price } products { product_name quantity } }',
    use: '/meal: the package list',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'ProductPage',
    args: { query: '{}', page: 1, size: 20 },
    select: 'totalElements content { id name type type_text price status prices { currencies_code currencies_price achievement_price } }',
    use: '/shopManger: the product list',
  },
  {
    endpoint: '/graphql/v1/toss',
    root: 'TopicList',
    args: { query: '{}', size: 500 },
    select: 'id name status',
    use: '/meal: the topic select',
  },
];
