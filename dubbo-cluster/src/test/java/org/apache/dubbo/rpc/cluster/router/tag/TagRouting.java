package org.apache.dubbo.rpc.cluster.router.tag;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.router.state.BitList;

/** Routes with a given dynamic rule, as if the config center held it. */
final class TagRouting {

    private TagRouting() {
    }

    static List<Invoker<DemoService>> route(TagRouterRule rule, List<Invoker<DemoService>> providers, String tag) {
        URL consumer = URL.valueOf("consumer://10.1.1.1/" + DemoService.class.getName() + "?application=web");
        GovernanceRuleRepository repository = new GovernanceRuleRepository() {
            @Override
            public void addListener(String key, String group, org.apache.dubbo.common.config.configcenter.ConfigurationListener listener) {
            }

            @Override
            public void removeListener(String key, String group, org.apache.dubbo.common.config.configcenter.ConfigurationListener listener) {
            }

            @Override
            public String getRule(String key, String group, long timeout) {
                return "demo-provider.tag-router".equals(key) ? rule.getRawRule() : null;
            }
        };
        TagStateRouter<DemoService> router = new TagStateRouter<DemoService>(consumer) {
            @Override
            public GovernanceRuleRepository getRuleRepository() {
                return repository;
            }
        };
        router.notify(new BitList<>(providers));
        RpcInvocation invocation = Invocations.sync("sayHello", "x");
        if (tag != null) {
            invocation.setAttachment("dubbo.tag", tag);
        }
        return router.route(new BitList<>(providers), consumer, invocation, false, null);
    }
}
