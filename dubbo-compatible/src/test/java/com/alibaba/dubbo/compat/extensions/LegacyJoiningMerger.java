package com.alibaba.dubbo.compat.extensions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.alibaba.dubbo.rpc.cluster.Merger;

/** A Dubbo 2.6 merger (registered as {@code legacyjoin}), raw as 2.6 code wrote it: the sorted answers joined by "|". */
public class LegacyJoiningMerger implements Merger {

    @Override
    public Object merge(Object... items) {
        List<String> answers = new ArrayList<>();
        for (Object item : items) {
            answers.add(String.valueOf(item));
        }
        Collections.sort(answers);
        return String.join("|", answers);
    }
}
