/**
 * Places a question may name, for filling an API's coordinates and time zone from it ("北京现在多少度"
 * → latitude 39.9042, longitude 116.4074). City centres, rounded to four decimals.
 */
export interface Place {
  names: readonly string[];
  lat: number;
  lng: number;
  tz: string;
}

export const PLACES: readonly Place[] = [
  { names: ['北京', 'beijing', 'peking'], lat: 39.9042, lng: 116.4074, tz: 'Asia/Shanghai' },
  { names: ['上海', 'shanghai'], lat: 31.2304, lng: 121.4737, tz: 'Asia/Shanghai' },
  { names: ['广州', 'guangzhou', 'canton'], lat: 23.1291, lng: 113.2644, tz: 'Asia/Shanghai' },
  { names: ['深圳', 'shenzhen'], lat: 22.5431, lng: 114.0579, tz: 'Asia/Shanghai' },
  { names: ['杭州', 'hangzhou'], lat: 30.2741, lng: 120.1551, tz: 'Asia/Shanghai' },
  { names: ['南京', 'nanjing'], lat: 32.0603, lng: 118.7969, tz: 'Asia/Shanghai' },
  { names: ['苏州', 'suzhou'], lat: 31.2989, lng: 120.5853, tz: 'Asia/Shanghai' },
  { names: ['成都', 'chengdu'], lat: 30.5728, lng: 104.0668, tz: 'Asia/Shanghai' },
  { names: ['重庆', 'chongqing'], lat: 29.563, lng: 106.5516, tz: 'Asia/Shanghai' },
  { names: ['武汉', 'wuhan'], lat: 30.5928, lng: 114.3055, tz: 'Asia/Shanghai' },
  { names: ['西安', "xi'an", 'xian'], lat: 34.3416, lng: 108.9398, tz: 'Asia/Shanghai' },
  { names: ['天津', 'tianjin'], lat: 39.3434, lng: 117.3616, tz: 'Asia/Shanghai' },
  { names: ['长沙', 'changsha'], lat: 28.2282, lng: 112.9388, tz: 'Asia/Shanghai' },
  { names: ['郑州', 'zhengzhou'], lat: 34.7466, lng: 113.6254, tz: 'Asia/Shanghai' },
  { names: ['青岛', 'qingdao'], lat: 36.0671, lng: 120.3826, tz: 'Asia/Shanghai' },
  { names: ['济南', 'jinan'], lat: 36.6512, lng: 117.1201, tz: 'Asia/Shanghai' },
  { names: ['沈阳', 'shenyang'], lat: 41.8057, lng: 123.4315, tz: 'Asia/Shanghai' },
  { names: ['大连', 'dalian'], lat: 38.914, lng: 121.6147, tz: 'Asia/Shanghai' },
  { names: ['哈尔滨', 'harbin'], lat: 45.8038, lng: 126.535, tz: 'Asia/Shanghai' },
  { names: ['长春', 'changchun'], lat: 43.8171, lng: 125.3235, tz: 'Asia/Shanghai' },
  { names: ['厦门', 'xiamen'], lat: 24.4798, lng: 118.0894, tz: 'Asia/Shanghai' },
  { names: ['福州', 'fuzhou'], lat: 26.0745, lng: 119.2965, tz: 'Asia/Shanghai' },
  { names: ['昆明', 'kunming'], lat: 25.0389, lng: 102.7183, tz: 'Asia/Shanghai' },
  { names: ['贵阳', 'guiyang'], lat: 26.647, lng: 106.6302, tz: 'Asia/Shanghai' },
  { names: ['南宁', 'nanning'], lat: 22.817, lng: 108.3665, tz: 'Asia/Shanghai' },
  { names: ['海口', 'haikou'], lat: 20.044, lng: 110.1999, tz: 'Asia/Shanghai' },
  { names: ['三亚', 'sanya'], lat: 18.2528, lng: 109.5119, tz: 'Asia/Shanghai' },
  { names: ['合肥', 'hefei'], lat: 31.8206, lng: 117.2272, tz: 'Asia/Shanghai' },
  { names: ['南昌', 'nanchang'], lat: 28.682, lng: 115.8579, tz: 'Asia/Shanghai' },
  { names: ['石家庄', 'shijiazhuang'], lat: 38.0428, lng: 114.5149, tz: 'Asia/Shanghai' },
  { names: ['太原', 'taiyuan'], lat: 37.8706, lng: 112.5489, tz: 'Asia/Shanghai' },
  { names: ['兰州', 'lanzhou'], lat: 36.0611, lng: 103.8343, tz: 'Asia/Shanghai' },
  { names: ['乌鲁木齐', 'urumqi'], lat: 43.8256, lng: 87.6168, tz: 'Asia/Urumqi' },
  { names: ['拉萨', 'lhasa'], lat: 29.652, lng: 91.1721, tz: 'Asia/Shanghai' },
  { names: ['呼和浩特', 'hohhot'], lat: 40.8414, lng: 111.7519, tz: 'Asia/Shanghai' },
  { names: ['香港', 'hong kong'], lat: 22.3193, lng: 114.1694, tz: 'Asia/Hong_Kong' },
  { names: ['澳门', 'macau', 'macao'], lat: 22.1987, lng: 113.5439, tz: 'Asia/Macau' },
  { names: ['台北', 'taipei'], lat: 25.033, lng: 121.5654, tz: 'Asia/Taipei' },
  { names: ['东京', 'tokyo'], lat: 35.6762, lng: 139.6503, tz: 'Asia/Tokyo' },
  { names: ['首尔', 'seoul'], lat: 37.5665, lng: 126.978, tz: 'Asia/Seoul' },
  { names: ['新加坡', 'singapore'], lat: 1.3521, lng: 103.8198, tz: 'Asia/Singapore' },
  { names: ['曼谷', 'bangkok'], lat: 13.7563, lng: 100.5018, tz: 'Asia/Bangkok' },
  { names: ['伦敦', 'london'], lat: 51.5072, lng: -0.1276, tz: 'Europe/London' },
  { names: ['巴黎', 'paris'], lat: 48.8566, lng: 2.3522, tz: 'Europe/Paris' },
  { names: ['柏林', 'berlin'], lat: 52.52, lng: 13.405, tz: 'Europe/Berlin' },
  { names: ['莫斯科', 'moscow'], lat: 55.7558, lng: 37.6173, tz: 'Europe/Moscow' },
  { names: ['纽约', 'new york'], lat: 40.7128, lng: -74.006, tz: 'America/New_York' },
  { names: ['洛杉矶', 'los angeles'], lat: 34.0522, lng: -118.2437, tz: 'America/Los_Angeles' },
  { names: ['旧金山', 'san francisco'], lat: 37.7749, lng: -122.4194, tz: 'America/Los_Angeles' },
  { names: ['悉尼', 'sydney'], lat: -33.8688, lng: 151.2093, tz: 'Australia/Sydney' },
];
