import type { ApiRoute } from '@canal/service-core';
import { authCpwd } from './auth/cpwd';
import { authEmailConfirm } from './auth/emailConfirm';
import { authLogin } from './auth/login';
import { authLogout } from './auth/logout';
import { authRpwd } from './auth/rpwd';
import { contentRoutes } from './content';
import { eventRoutes } from './events';
import { homeGet } from './home/get';
import { newsRoutes } from './news/newsRoutes';
import { pageGet } from './page/get';
import { ping } from './ping/ping';
import { privateLogin } from './private/login';
import { profilGet } from './profil/get';
import { registrationRoutes } from './registration';
import { searchRoute } from './search/search';
import { utmVisitRoute } from './utm/visit';

export const routes: ApiRoute[] = [
  ...[ping, profilGet, authLogin, privateLogin, authLogout, authRpwd, authCpwd, authEmailConfirm, homeGet, pageGet],
  ...[...registrationRoutes, ...eventRoutes, ...newsRoutes, ...contentRoutes, utmVisitRoute, searchRoute],
];
