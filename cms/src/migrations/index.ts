import * as migration_20261121_231206_initial from './20261121_231206_initial';
import * as migration_20261122_002837_index_cars_task from './20261122_002837_index_cars_task';
import * as migration_20261122_004749_dealership_stock_feed_key from './20261122_004749_dealership_stock_feed_key';
import * as migration_20261122_013941_car_disclosures_finance_exclusions from './20261122_013941_car_disclosures_finance_exclusions';
import * as migration_20261125_033954_media_tenant_shared from './20261125_033954_media_tenant_shared';
import * as migration_20261125_043230_stock_feed_runs from './20261125_043230_stock_feed_runs';
import * as migration_20261125_064403_leads_outbox from './20261125_064403_leads_outbox';
import * as migration_20261125_072718_lead_delivery_task from './20261125_072718_lead_delivery_task';
import * as migration_20261125_100939_dealership_finance_path from './20261125_100939_dealership_finance_path';
import * as migration_20261126_054720_parts_enquiry_calculator_rate from './20261126_054720_parts_enquiry_calculator_rate';
import * as migration_20261126_055639_tenant_chat_widget from './20261126_055639_tenant_chat_widget';
import * as migration_20261126_063856_tenant_reviews_settings from './20261126_063856_tenant_reviews_settings';
import * as migration_20261126_085749_blog_posts from './20261126_085749_blog_posts';
import * as migration_20261126_090648_page_stock_row from './20261126_090648_page_stock_row';
import * as migration_20261126_092843_tenant_redirects from './20261126_092843_tenant_redirects';
import * as migration_20261126_094302_seo_fields from './20261126_094302_seo_fields';
import * as migration_20261126_095619_page_locations_block from './20261126_095619_page_locations_block';
import * as migration_20261126_130113_valuation_samples from './20261126_130113_valuation_samples';
import * as migration_20261126_152308_trade_ins from './20261126_152308_trade_ins';
import * as migration_20261126_160948_trade_in_images from './20261126_160948_trade_in_images';
import * as migration_20261126_183418_instant_offer from './20261126_183418_instant_offer';
import * as migration_20261126_214703_shoppers from './20261126_214703_shoppers';
import * as migration_20261126_215854_sign_in_gates from './20261126_215854_sign_in_gates';
import * as migration_20261126_222434_shopper_alerts from './20261126_222434_shopper_alerts';
import * as migration_20261127_005059_saved_searches from './20261127_005059_saved_searches';
import * as migration_20261127_015424_profile_valuation from './20261127_015424_profile_valuation';
import * as migration_20261207_160242_reservations from './20261207_160242_reservations';
import * as migration_20261207_162025_reservation_terms from './20261207_162025_reservation_terms';
import * as migration_20261207_171135_deals from './20261207_171135_deals';
import * as migration_20261207_190444_deal_sheet_mail from './20261207_190444_deal_sheet_mail';
import * as migration_20261207_230000_job_holders from './20261207_230000_job_holders';

export const migrations = [
  {
    up: migration_20261121_231206_initial.up,
    down: migration_20261121_231206_initial.down,
    name: '20261121_231206_initial',
  },
  {
    up: migration_20261122_002837_index_cars_task.up,
    down: migration_20261122_002837_index_cars_task.down,
    name: '20261122_002837_index_cars_task',
  },
  {
    up: migration_20261122_004749_dealership_stock_feed_key.up,
    down: migration_20261122_004749_dealership_stock_feed_key.down,
    name: '20261122_004749_dealership_stock_feed_key',
  },
  {
    up: migration_20261122_013941_car_disclosures_finance_exclusions.up,
    down: migration_20261122_013941_car_disclosures_finance_exclusions.down,
    name: '20261122_013941_car_disclosures_finance_exclusions',
  },
  {
    up: migration_20261125_033954_media_tenant_shared.up,
    down: migration_20261125_033954_media_tenant_shared.down,
    name: '20261125_033954_media_tenant_shared',
  },
  {
    up: migration_20261125_043230_stock_feed_runs.up,
    down: migration_20261125_043230_stock_feed_runs.down,
    name: '20261125_043230_stock_feed_runs',
  },
  {
    up: migration_20261125_064403_leads_outbox.up,
    down: migration_20261125_064403_leads_outbox.down,
    name: '20261125_064403_leads_outbox',
  },
  {
    up: migration_20261125_072718_lead_delivery_task.up,
    down: migration_20261125_072718_lead_delivery_task.down,
    name: '20261125_072718_lead_delivery_task',
  },
  {
    up: migration_20261125_100939_dealership_finance_path.up,
    down: migration_20261125_100939_dealership_finance_path.down,
    name: '20261125_100939_dealership_finance_path',
  },
  {
    up: migration_20261126_054720_parts_enquiry_calculator_rate.up,
    down: migration_20261126_054720_parts_enquiry_calculator_rate.down,
    name: '20261126_054720_parts_enquiry_calculator_rate',
  },
  {
    up: migration_20261126_055639_tenant_chat_widget.up,
    down: migration_20261126_055639_tenant_chat_widget.down,
    name: '20261126_055639_tenant_chat_widget',
  },
  {
    up: migration_20261126_063856_tenant_reviews_settings.up,
    down: migration_20261126_063856_tenant_reviews_settings.down,
    name: '20261126_063856_tenant_reviews_settings',
  },
  {
    up: migration_20261126_085749_blog_posts.up,
    down: migration_20261126_085749_blog_posts.down,
    name: '20261126_085749_blog_posts',
  },
  {
    up: migration_20261126_090648_page_stock_row.up,
    down: migration_20261126_090648_page_stock_row.down,
    name: '20261126_090648_page_stock_row',
  },
  {
    up: migration_20261126_092843_tenant_redirects.up,
    down: migration_20261126_092843_tenant_redirects.down,
    name: '20261126_092843_tenant_redirects',
  },
  {
    up: migration_20261126_094302_seo_fields.up,
    down: migration_20261126_094302_seo_fields.down,
    name: '20261126_094302_seo_fields',
  },
  {
    up: migration_20261126_095619_page_locations_block.up,
    down: migration_20261126_095619_page_locations_block.down,
    name: '20261126_095619_page_locations_block',
  },
  {
    up: migration_20261126_130113_valuation_samples.up,
    down: migration_20261126_130113_valuation_samples.down,
    name: '20261126_130113_valuation_samples',
  },
  {
    up: migration_20261126_152308_trade_ins.up,
    down: migration_20261126_152308_trade_ins.down,
    name: '20261126_152308_trade_ins',
  },
  {
    up: migration_20261126_160948_trade_in_images.up,
    down: migration_20261126_160948_trade_in_images.down,
    name: '20261126_160948_trade_in_images',
  },
  {
    up: migration_20261126_183418_instant_offer.up,
    down: migration_20261126_183418_instant_offer.down,
    name: '20261126_183418_instant_offer',
  },
  {
    up: migration_20261126_214703_shoppers.up,
    down: migration_20261126_214703_shoppers.down,
    name: '20261126_214703_shoppers',
  },
  {
    up: migration_20261126_215854_sign_in_gates.up,
    down: migration_20261126_215854_sign_in_gates.down,
    name: '20261126_215854_sign_in_gates',
  },
  {
    up: migration_20261126_222434_shopper_alerts.up,
    down: migration_20261126_222434_shopper_alerts.down,
    name: '20261126_222434_shopper_alerts',
  },
  {
    up: migration_20261127_005059_saved_searches.up,
    down: migration_20261127_005059_saved_searches.down,
    name: '20261127_005059_saved_searches',
  },
  {
    up: migration_20261127_015424_profile_valuation.up,
    down: migration_20261127_015424_profile_valuation.down,
    name: '20261127_015424_profile_valuation',
  },
  {
    up: migration_20261207_160242_reservations.up,
    down: migration_20261207_160242_reservations.down,
    name: '20261207_160242_reservations',
  },
  {
    up: migration_20261207_162025_reservation_terms.up,
    down: migration_20261207_162025_reservation_terms.down,
    name: '20261207_162025_reservation_terms',
  },
  {
    up: migration_20261207_171135_deals.up,
    down: migration_20261207_171135_deals.down,
    name: '20261207_171135_deals',
  },
  {
    up: migration_20261207_190444_deal_sheet_mail.up,
    down: migration_20261207_190444_deal_sheet_mail.down,
    name: '20261207_190444_deal_sheet_mail'
  },
  {
    up: migration_20261207_230000_job_holders.up,
    down: migration_20261207_230000_job_holders.down,
    name: '20261207_230000_job_holders',
  },
];
