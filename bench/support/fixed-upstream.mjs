// A loyalty upstream that answers one fixed, contract-valid envelope as fast as Node can.
import http from 'node:http';

const transferLimits = JSON.stringify({
  statusCode: 200,
  message: 'OK',
  data: {
    transferPointsLimit: {
      brands: ['KFC', 'PHD', 'HRD', 'TGIF', 'Peet', 'AMRX'],
      minimumPointTransfer: 100,
      pointExpireAfterText: {
        en: 'Points expire 12 months after they are earned.',
        ar: 'تنتهي صلاحية النقاط بعد 12 شهرًا من اكتسابها.',
      },
    },
  },
});
const remainingLimit = JSON.stringify({
  statusCode: 200,
  message: 'OK',
  data: {
    brands: {
      KFC: { remaining: 400, dailyEarningLimit: 500 },
      PHD: { remaining: 500, dailyEarningLimit: 500 },
    },
  },
});
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const body = req.url === '/v1/remaining-limit' ? remainingLimit : transferLimits;
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
