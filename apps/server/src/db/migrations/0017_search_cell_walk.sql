-- Street-level maps and stations page newest first map cell by map cell (search repo pageInCells): each
-- cell's listings newest first, carrying the columns every filter tests, so that a page reads a few dozen
-- index entries per cell instead of sorting every listing on screen. The (status, lng_cell, lat) box index
-- stays: it reads an edge cell's listings in the latitude range the screen shows, for the total.
CREATE INDEX IF NOT EXISTS sales_cell_created_idx ON sales (status, lng_cell, lat_cell, created_at DESC, sale_no DESC)
  INCLUDE (lat, lng, sigungu_code, dong_code, sale_type, building_type, room_group, area_band, floor_band, safety_grade,
           selling_price, rent_price, deposit, monthly_price);
