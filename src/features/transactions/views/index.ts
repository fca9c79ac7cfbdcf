export { ViewsMenu } from './views-menu';
export { viewQueryOf } from './view-query';
