// One set-up for every package's component tests: the two apps' copies had to be kept equal.
import '@toolbox/web/test/setup';
